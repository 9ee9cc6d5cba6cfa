import { BET_STATUS } from '@casino/contracts';
import { type Db, gameProviders, games, queryRows, seamlessFlags, type Tx } from '@casino/db';
import { eq, sql } from 'drizzle-orm';
import { toMinor } from '../../../shared/money.ts';
import { lockKey } from '../../../shared/transaction.ts';

// Raw prepared SQL: every money call runs these inside the ledger's transaction (ADR 003).

/** The id of a synced provider, by identity (cached by the caller). */
export async function findProviderId(db: Db, identity: string): Promise<string | null> {
  const [row] = await db
    .select({ id: gameProviders.id })
    .from(gameProviders)
    .where(eq(gameProviders.identity, identity));
  return row?.id ?? null;
}

/** Serialises the calls naming one transaction id (both sides of a bet/rollback race). */
export async function lockTransactionId(tx: Tx, providerId: string, transactionId: string) {
  await lockKey(tx, `${providerId}:${transactionId}`);
}

export interface LoggedCall {
  requestHash: string;
  responseStatus: number;
  responseBody: string;
}

export async function findLoggedCall(
  db: Db,
  providerId: string,
  transactionId: string,
): Promise<LoggedCall | null> {
  const rows = await queryRows<{
    request_hash: string;
    response_status: number;
    response_body: string;
  }>(
    db,
    sql`select request_hash, response_status, response_body from seamless_transactions
      where provider_id = ${providerId}::uuid and transaction_id = ${transactionId}`,
  );
  const row = rows[0];
  return row
    ? {
        requestHash: row.request_hash,
        responseStatus: Number(row.response_status),
        responseBody: row.response_body,
      }
    : null;
}

export interface CallRecord {
  id: string;
  providerId: string;
  transactionId: string;
  type: 'bet' | 'win' | 'rollback' | 'resettle';
  roundId: string | null;
  referenceTransactionId: string | null;
  amount: number;
  requestHash: string;
  responseStatus: number;
  responseBody: string;
  ledgerKey: string | null;
}

export async function insertLoggedCall(db: Db, r: CallRecord) {
  await queryRows(
    db,
    sql`insert into seamless_transactions (id, provider_id, transaction_id, type, round_id,
        reference_transaction_id, amount, request_hash, response_status, response_body, ledger_key)
      values (${r.id}::uuid, ${r.providerId}::uuid, ${r.transactionId}, ${r.type}, ${r.roundId}::uuid,
        ${r.referenceTransactionId}, ${String(r.amount)}::bigint, ${r.requestHash}, ${r.responseStatus},
        ${r.responseBody}, ${r.ledgerKey})`,
  );
}

/** A rollback named this bet before it arrived (its tombstone). */
export async function isRolledBackBefore(db: Db, providerId: string, transactionId: string) {
  const rows = await queryRows(
    db,
    sql`select 1 from seamless_transactions where provider_id = ${providerId}::uuid
      and type = 'rollback' and reference_transaction_id = ${transactionId} limit 1`,
  );
  return rows.length > 0;
}

export interface Round {
  id: string;
  playerId: string;
  walletAccountId: string;
  gameId: string;
  currency: string;
  stake: number;
  realStake: number;
  bonusStake: number;
  win: number;
  status: number;
  createdAt: string;
}

interface RoundRowRaw {
  id: string;
  player_id: string;
  wallet_account_id: string;
  game_id: string;
  currency: string;
  stake: unknown;
  real_stake: unknown;
  bonus_stake: unknown;
  win: unknown;
  status: number;
  created_at: string;
}

const ROUND_COLUMNS = sql`id, player_id, wallet_account_id, game_id, currency, stake, real_stake,
  bonus_stake, win, status,
  to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at`;

const toRound = (row: RoundRowRaw): Round => ({
  id: row.id,
  playerId: row.player_id,
  walletAccountId: row.wallet_account_id,
  gameId: row.game_id,
  currency: row.currency,
  stake: toMinor(row.stake),
  realStake: toMinor(row.real_stake),
  bonusStake: toMinor(row.bonus_stake),
  win: toMinor(row.win),
  status: Number(row.status),
  createdAt: row.created_at,
});

/** The round, created on its first bet; returned locked (FOR UPDATE) either way. */
export async function openRound(
  db: Db,
  r: {
    providerId: string;
    providerRoundId: string;
    playerId: string;
    walletAccountId: string;
    gameId: string;
    currency: string;
  },
): Promise<Round> {
  const rows = await queryRows<RoundRowRaw>(
    db,
    sql`insert into game_rounds (provider_id, provider_round_id, player_id, wallet_account_id, game_id, currency)
      values (${r.providerId}::uuid, ${r.providerRoundId}, ${r.playerId}::uuid, ${r.walletAccountId}::uuid,
        ${r.gameId}::uuid, ${r.currency})
      on conflict (provider_id, provider_round_id)
        do update set provider_round_id = excluded.provider_round_id
      returning ${ROUND_COLUMNS}`,
  );
  return toRound(rows[0]!);
}

export async function lockRound(db: Tx, providerId: string, providerRoundId: string) {
  const rows = await queryRows<RoundRowRaw>(
    db,
    sql`select ${ROUND_COLUMNS} from game_rounds
      where provider_id = ${providerId}::uuid and provider_round_id = ${providerRoundId} for update`,
  );
  return rows[0] ? toRound(rows[0]) : null;
}

export async function lockRoundById(db: Tx, id: string) {
  const rows = await queryRows<RoundRowRaw>(
    db,
    sql`select ${ROUND_COLUMNS} from game_rounds where id = ${id}::uuid for update`,
  );
  return toRound(rows[0]!);
}

/** Adds (or, negative, takes back) stake money of the round. */
export async function changeStake(
  db: Db,
  roundId: string,
  change: { amount: number; real: number; bonus: number },
) {
  await queryRows(
    db,
    sql`update game_rounds set stake = stake + ${String(change.amount)}::bigint,
        real_stake = real_stake + ${String(change.real)}::bigint,
        bonus_stake = bonus_stake + ${String(change.bonus)}::bigint
      where id = ${roundId}::uuid`,
  );
}

export async function addWin(db: Db, roundId: string, amount: number) {
  await queryRows(
    db,
    sql`update game_rounds set win = win + ${String(amount)}::bigint where id = ${roundId}::uuid`,
  );
}

export async function closeRound(db: Db, roundId: string, status: number, now: Date) {
  await queryRows(
    db,
    sql`update game_rounds set status = ${status}, settled_at = ${now.toISOString()}::timestamptz
      where id = ${roundId}::uuid`,
  );
}

export interface Bet {
  id: string;
  roundId: string;
  amount: number;
  real: number;
  bonus: number;
  status: number;
}

interface BetRaw {
  id: string;
  round_id: string;
  amount: unknown;
  real_amount: unknown;
  bonus_amount: unknown;
  status: number;
}

const toBet = (row: BetRaw): Bet => ({
  id: row.id,
  roundId: row.round_id,
  amount: toMinor(row.amount),
  real: toMinor(row.real_amount),
  bonus: toMinor(row.bonus_amount),
  status: Number(row.status),
});

export async function insertBet(
  db: Db,
  b: {
    roundId: string;
    providerId: string;
    transactionId: string;
    playerId: string;
    amount: number;
    real: number;
    bonus: number;
  },
) {
  await queryRows(
    db,
    sql`insert into game_bets (round_id, provider_id, transaction_id, player_id, amount, real_amount, bonus_amount)
      values (${b.roundId}::uuid, ${b.providerId}::uuid, ${b.transactionId}, ${b.playerId}::uuid,
        ${String(b.amount)}::bigint, ${String(b.real)}::bigint, ${String(b.bonus)}::bigint)`,
  );
}

/** The bet with this provider transaction id (locked when asked). */
export async function findBet(
  db: Db,
  providerId: string,
  transactionId: string,
  { lock = false } = {},
): Promise<Bet | null> {
  const rows = await queryRows<BetRaw>(
    db,
    sql`select id, round_id, amount, real_amount, bonus_amount, status from game_bets
      where provider_id = ${providerId}::uuid and transaction_id = ${transactionId}
      ${lock ? sql`for update` : sql``}`,
  );
  return rows[0] ? toBet(rows[0]) : null;
}

/** The provider transaction ids of the round's bets that took bonus money and still stand. */
export async function findBonusBetIds(db: Db, roundId: string): Promise<string[]> {
  const rows = await queryRows<{ transaction_id: string }>(
    db,
    sql`select transaction_id from game_bets where round_id = ${roundId}::uuid
      and bonus_amount > 0 and status <> ${BET_STATUS.rolledBack}`,
  );
  return rows.map((row) => row.transaction_id);
}

export async function markRolledBack(db: Db, betId: string, now: Date) {
  await queryRows(
    db,
    sql`update game_bets set status = ${BET_STATUS.rolledBack}, settled_at = ${now.toISOString()}::timestamptz
      where id = ${betId}::uuid`,
  );
}

/**
 * Settles the round's open bets: the round's win is shared in proportion to their amounts
 * (rounded down, the remainder to the last), won when their share is positive, lost otherwise.
 */
export async function settleBets(db: Db, roundId: string, win: number, now: Date) {
  const open = (
    await queryRows<BetRaw>(
      db,
      sql`select id, round_id, amount, real_amount, bonus_amount, status from game_bets
        where round_id = ${roundId}::uuid and status = ${BET_STATUS.placed} order by created_at, id`,
    )
  ).map(toBet);
  const total = open.reduce((sum, bet) => sum + bet.amount, 0);
  let left = win;
  for (const [index, bet] of open.entries()) {
    const share =
      index === open.length - 1
        ? left
        : total === 0
          ? 0
          : Number((BigInt(win) * BigInt(bet.amount)) / BigInt(total));
    left -= share;
    await queryRows(
      db,
      sql`update game_bets set win = ${String(share)}::bigint,
          status = ${share > 0 ? BET_STATUS.won : BET_STATUS.lost},
          settled_at = ${now.toISOString()}::timestamptz
        where id = ${bet.id}::uuid`,
    );
  }
}

export async function findOpenBetCount(db: Db, roundId: string): Promise<number> {
  const rows = await queryRows<{ n: unknown }>(
    db,
    sql`select count(*) as n from game_bets where round_id = ${roundId}::uuid and status = ${BET_STATUS.placed}`,
  );
  return toMinor(rows[0]?.n ?? 0);
}

/** The game's stated maximum payout per unit of stake (null: the provider states none). */
export async function findMaxWinMultiplier(db: Db, gameId: string): Promise<number | null> {
  const [row] = await db
    .select({ max: games.maxWinMultiplier })
    .from(games)
    .where(eq(games.id, gameId));
  return row?.max ?? null;
}

export interface Flag {
  providerId: string;
  transactionId: string;
  roundId: string | null;
  playerId: string | null;
  reason: string;
  amount: number;
  allowed: number;
}

/** Keeps a refused, implausible call for an operator (off the hot path: the query builder). */
export async function insertFlag(db: Db, flag: Flag) {
  await db.insert(seamlessFlags).values({
    ...flag,
    amount: BigInt(flag.amount),
    allowed: BigInt(flag.allowed),
  });
}

/**
 * A settled round's corrected payout (sportsbook resettlement): its win and status change, and
 * its settled bets share the new win again like `settleBets` shares a first one.
 */
export async function resettleRound(db: Db, roundId: string, win: number, now: Date) {
  await queryRows(
    db,
    sql`update game_rounds set win = ${String(win)}::bigint,
        status = ${win > 0 ? BET_STATUS.won : BET_STATUS.lost}, settled_at = ${now.toISOString()}::timestamptz
      where id = ${roundId}::uuid`,
  );
  await queryRows(
    db,
    sql`update game_bets set status = ${BET_STATUS.placed}
      where round_id = ${roundId}::uuid and status in (${BET_STATUS.won}, ${BET_STATUS.lost})`,
  );
  await settleBets(db, roundId, win, now);
}
