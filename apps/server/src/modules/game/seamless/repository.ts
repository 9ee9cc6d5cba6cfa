import { BET_STATUS } from '@casino/contracts';
import {
  type Db,
  gameProviders,
  type Placeholders,
  queryRows,
  rawStatement,
  seamlessFlags,
  type Tx,
} from '@casino/db';
import { eq, type Placeholder, sql } from 'drizzle-orm';
import { uuidv7 } from '../../../shared/ids.ts';
import { toMinor } from '../../../shared/money.ts';
import { lockKey } from '../../../shared/transaction.ts';

// Raw prepared SQL: every money call runs these inside the ledger's transaction (ADR 003). The
// ones every bet or win sends are `rawStatement`s: their text is built once (issue 31).

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

/** A call answered before (its record), and for a bet whether a rollback named it first. */
export interface CallState {
  logged: LoggedCall | null;
  rolledBackBefore: boolean;
}

interface CallStateRow {
  request_hash: string | null;
  response_status: number | null;
  response_body: string | null;
  rolled_back: boolean;
}
type CallKey = { providerId: string; transactionId: string };
const callState = (tombstone: boolean) =>
  rawStatement<CallKey, CallStateRow>(
    (v) => sql`select s.request_hash, s.response_status, s.response_body,
        ${
          tombstone
            ? sql`exists (select 1 from seamless_transactions r where r.provider_id = ${v.providerId}::uuid
                and r.type = 'rollback' and r.reference_transaction_id = ${v.transactionId})`
            : sql`false`
        } as rolled_back
      from (select 1) as one
      left join seamless_transactions s
        on s.provider_id = ${v.providerId}::uuid and s.transaction_id = ${v.transactionId}`,
  );
const callStateWithTombstone = callState(true);
const callStateOnly = callState(false);

/**
 * The call's record, if it was answered before, and (`tombstone`: for a bet or a win) whether a
 * rollback naming it came first: one statement, read under the call's lock.
 */
export async function findCallState(
  db: Db,
  providerId: string,
  transactionId: string,
  { tombstone = false } = {},
): Promise<CallState> {
  const rows = await (tombstone ? callStateWithTombstone : callStateOnly)(db, {
    providerId,
    transactionId,
  });
  const row = rows[0]!;
  return {
    logged:
      row.request_hash === null
        ? null
        : {
            requestHash: row.request_hash,
            responseStatus: Number(row.response_status),
            responseBody: row.response_body!,
          },
    rolledBackBefore: row.rolled_back === true,
  };
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

type CallValues = Omit<CallRecord, 'amount'> & { amount: string };

/** The record's insert; `id`: the placeholder of its id (a bet's statement names it `callId`). */
const callInsert = (r: Placeholders<Omit<CallValues, 'id'>>, id: Placeholder) =>
  sql`insert into seamless_transactions (id, provider_id, transaction_id, type, round_id,
        reference_transaction_id, amount, request_hash, response_status, response_body, ledger_key)
      values (${id}::uuid, ${r.providerId}::uuid, ${r.transactionId}, ${r.type}, ${r.roundId}::uuid,
        ${r.referenceTransactionId}, ${r.amount}::bigint, ${r.requestHash}, ${r.responseStatus},
        ${r.responseBody}, ${r.ledgerKey})`;

const insertCallStatement = rawStatement<CallValues>((r) => callInsert(r, r.id));

export async function insertLoggedCall(db: Db, r: CallRecord) {
  await insertCallStatement(db, { ...r, amount: String(r.amount) });
}

/** A win paid under this provider transaction id (its round and amount), if there is one. */
export async function findPaidWin(
  db: Db,
  providerId: string,
  transactionId: string,
): Promise<{ roundId: string; amount: number; rolledBack: boolean } | null> {
  const rows = await queryRows<{ round_id: string; amount: unknown; rolled_back: boolean }>(
    db,
    sql`select w.round_id, w.amount, exists (select 1 from seamless_transactions r
        where r.provider_id = w.provider_id and r.type = 'rollback'
          and r.reference_transaction_id = w.transaction_id and r.ledger_key is not null
      ) as rolled_back
      from seamless_transactions w
      where w.provider_id = ${providerId}::uuid and w.transaction_id = ${transactionId}
        and w.type = 'win' and w.round_id is not null`,
  );
  const row = rows[0];
  return row
    ? { roundId: row.round_id, amount: toMinor(row.amount), rolledBack: row.rolled_back === true }
    : null;
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

/** What a round is opened with. */
type RoundOpening = {
  providerId: string;
  providerRoundId: string;
  playerId: string;
  walletAccountId: string;
  gameId: string;
  currency: string;
};

const openRoundStatement = rawStatement<RoundOpening & { id: string }, RoundRowRaw>(
  (
    r,
  ) => sql`insert into game_rounds (id, provider_id, provider_round_id, player_id, wallet_account_id, game_id, currency)
      values (${r.id}::uuid, ${r.providerId}::uuid, ${r.providerRoundId}, ${r.playerId}::uuid, ${r.walletAccountId}::uuid,
        ${r.gameId}::uuid, ${r.currency})
      on conflict (provider_id, provider_round_id)
        do update set provider_round_id = excluded.provider_round_id
      returning ${ROUND_COLUMNS}`,
);

/**
 * The round, created on its first bet (with `id`); returned locked (FOR UPDATE) either way.
 */
export async function openRound(db: Db, r: RoundOpening, id = uuidv7()): Promise<Round> {
  const rows = await openRoundStatement(db, { ...r, id });
  return toRound(rows[0]!);
}

const lockRoundStatement = rawStatement<
  { providerId: string; providerRoundId: string },
  RoundRowRaw
>(
  (v) => sql`select ${ROUND_COLUMNS} from game_rounds
      where provider_id = ${v.providerId}::uuid and provider_round_id = ${v.providerRoundId} for update`,
);

export async function lockRound(db: Tx, providerId: string, providerRoundId: string) {
  const rows = await lockRoundStatement(db, { providerId, providerRoundId });
  return rows[0] ? toRound(rows[0]) : null;
}

export async function lockRoundById(db: Tx, id: string) {
  const rows = await queryRows<RoundRowRaw>(
    db,
    sql`select ${ROUND_COLUMNS} from game_rounds where id = ${id}::uuid for update`,
  );
  return toRound(rows[0]!);
}

export async function addWin(db: Db, roundId: string, amount: number) {
  await queryRows(
    db,
    sql`update game_rounds set win = win + ${String(amount)}::bigint where id = ${roundId}::uuid`,
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

type BetValues = {
  roundId: string;
  providerId: string;
  transactionId: string;
  playerId: string;
  amount: number;
  real: number;
  bonus: number;
};
const betValues = (b: BetValues) => ({
  ...b,
  id: uuidv7(),
  amount: String(b.amount),
  real: String(b.real),
  bonus: String(b.bonus),
});

// A bet's last statement (issue 31, ADR 039 eighth round): the call's record shares the bet's
// provider, transaction id, round and amount.
const insertBetAndCallStatement = rawStatement<
  ReturnType<typeof betValues> &
    Omit<CallValues, 'id' | 'providerId' | 'transactionId' | 'roundId' | 'amount'> & {
      callId: string;
    }
>(
  (b) => sql`with bet as (
      insert into game_bets (id, round_id, provider_id, transaction_id, player_id, amount, real_amount, bonus_amount)
      values (${b.id}::uuid, ${b.roundId}::uuid, ${b.providerId}::uuid, ${b.transactionId}, ${b.playerId}::uuid,
        ${b.amount}::bigint, ${b.real}::bigint, ${b.bonus}::bigint)
    ), call as (${callInsert(b, b.callId)})
    update game_rounds set stake = stake + ${b.amount}::bigint,
      real_stake = real_stake + ${b.real}::bigint,
      bonus_stake = bonus_stake + ${b.bonus}::bigint
    where id = ${b.roundId}::uuid`,
);

/**
 * A new bet's last statement before its commit: the bet's row, its stake added to its round's,
 * and the call's record (`insertLoggedCall`'s row). The record must name the bet's provider,
 * transaction, round and amount.
 */
export async function insertBetAndCall(db: Db, b: BetValues, call: CallRecord) {
  if (
    call.providerId !== b.providerId ||
    call.transactionId !== b.transactionId ||
    call.roundId !== b.roundId ||
    call.amount !== b.amount
  ) {
    throw new Error('a bet and its call record name different transactions');
  }
  await insertBetAndCallStatement(db, {
    ...betValues(b),
    callId: call.id,
    type: call.type,
    referenceTransactionId: call.referenceTransactionId,
    requestHash: call.requestHash,
    responseStatus: call.responseStatus,
    responseBody: call.responseBody,
    ledgerKey: call.ledgerKey,
  });
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

/**
 * A bet rolled back: marked so, its stake taken out of its round's, and the round closed as
 * rolled back when no other bet of it is still open. One statement.
 */
export async function rollBackBet(db: Db, bet: Bet, now: Date) {
  const at = sql`${now.toISOString()}::timestamptz`;
  await queryRows(
    db,
    sql`with bet as (
      update game_bets set status = ${BET_STATUS.rolledBack}, settled_at = ${at}
      where id = ${bet.id}::uuid
    ), others as (
      select count(*) as open from game_bets
      where round_id = ${bet.roundId}::uuid and status = ${BET_STATUS.placed} and id <> ${bet.id}::uuid
    )
    update game_rounds set stake = stake - ${String(bet.amount)}::bigint,
      real_stake = real_stake - ${String(bet.real)}::bigint,
      bonus_stake = bonus_stake - ${String(bet.bonus)}::bigint,
      status = case when (select open from others) = 0 then ${BET_STATUS.rolledBack}::smallint else status end,
      settled_at = case when (select open from others) = 0 then ${at} else settled_at end
    where id = ${bet.roundId}::uuid`,
  );
}

/**
 * Settles the round's open bets: the round's win is shared in proportion to their amounts
 * (rounded down, the remainder to the last, in the order they were placed), won when their
 * share is positive, lost otherwise. One statement (issue 31; it was a read and a write per bet).
 */
type SettleValues = { roundId: string; win: string; now: string };

const settleOpenBets = (v: Placeholders<SettleValues> | SettleValues) => sql`
  update game_bets as b set win = s.share::bigint,
    status = case when s.share > 0 then ${BET_STATUS.won}::smallint else ${BET_STATUS.lost}::smallint end,
    settled_at = ${v.now}::timestamptz
  from (
    select id, case when n = bets
      then ${v.win}::numeric - coalesce(sum(share) filter (where n < bets) over (), 0)
      else share end as share
    from (
      select id, row_number() over (order by created_at, id) as n, count(*) over () as bets,
        case when sum(amount) over () = 0 then 0
          else floor(${v.win}::numeric * amount / sum(amount) over ()) end as share
      from game_bets where round_id = ${v.roundId}::uuid and status = ${BET_STATUS.placed}
    ) as open
  ) as s
  where b.id = s.id`;

const settleValues = (roundId: string, win: number, now: Date): SettleValues => ({
  roundId,
  win: String(win),
  now: now.toISOString(),
});

export async function settleBets(db: Db, roundId: string, win: number, now: Date) {
  await queryRows(db, settleOpenBets(settleValues(roundId, win, now)));
}

// Every round's close runs it (issue 31): its text is built once.
const closeAndSettleStatement = rawStatement<SettleValues>(
  (v) => sql`with round as (
      update game_rounds set win = ${v.win}::bigint,
        status = case when ${v.win}::bigint > 0 then ${BET_STATUS.won}::smallint
          else ${BET_STATUS.lost}::smallint end,
        settled_at = ${v.now}::timestamptz
      where id = ${v.roundId}::uuid
    ) ${settleOpenBets(v)}`,
);

/** Closes the round with its total `win` (won when positive) and settles its open bets: one statement. */
export async function closeAndSettle(db: Db, roundId: string, win: number, now: Date) {
  await closeAndSettleStatement(db, settleValues(roundId, win, now));
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
