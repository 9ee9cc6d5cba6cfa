import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import postgres from 'postgres';
import { houseShard } from '../apps/server/src/modules/wallet/ledger/house.ts';
import { nextMultixact } from './bets-load.ts';

/**
 * The database's floor under a seamless round (`BENCH_FLOOR=1 npm run bench:bets`, issue 31,
 * ADR 039 twelfth round): a plain player's bet and win, statement for statement as the server
 * sends them (the same statements, ledger function, round trips and commits), sent by pgbench
 * itself (`-M prepared`, each round trip one pipeline) on the benchmark's own database, with
 * no server in between. Whatever the server does, its calls per second cannot pass this line's:
 * it is what PostgreSQL's part of a call costs on this machine.
 *
 * Left out, so the floor is if anything high: the follow-ups of a settled round (loyalty's
 * booking, the quests' and limit notices' reads: batched across rounds), a limited player's
 * lock and use read, and the winner's name. Each pgbench transaction first reads its player's
 * ids (a primary-key read, one round trip), where the server has them in memory.
 */
export interface FloorPlayer {
  playerId: string;
  walletId: string;
  real: string;
  bonus: string;
  locked: string;
  held: string;
  house: string;
  gameId: string;
  providerId: string;
}

/** The plain players' ids (accounts, the house shard each plays against, the slot, the provider). */
export async function floorPlayers(db: postgres.Sql): Promise<FloorPlayer[]> {
  const rows = await db<
    {
      player_id: string;
      wallet_id: string;
      real: string;
      bonus: string;
      locked: string;
      held: string;
      game_id: string;
      provider_id: string;
    }[]
  >`
    select r.player_id, r.wallet_account_id as wallet_id, r.game_id, r.provider_id,
      max(la.id::text) filter (where la.kind = 'real') as real,
      max(la.id::text) filter (where la.kind = 'bonus') as bonus,
      max(la.id::text) filter (where la.kind = 'locked') as locked,
      max(la.id::text) filter (where la.kind = 'held') as held
    from (select distinct on (player_id) player_id, wallet_account_id, game_id, provider_id
          from game_rounds order by player_id, created_at) r
    join ledger_accounts la on la.wallet_account_id = r.wallet_account_id
    where not exists (select 1 from player_limits l where l.player_id = r.player_id)
    group by r.player_id, r.wallet_account_id, r.game_id, r.provider_id`;
  const houses = await db<{ id: string; shard: number }[]>`
    select id, shard from ledger_accounts where kind = 'house_games' and currency = 'USD'`;
  const houseOf = new Map(houses.map((h) => [h.shard, h.id]));
  return rows.map((r) => ({
    playerId: r.player_id,
    walletId: r.wallet_id,
    real: r.real,
    bonus: r.bonus,
    locked: r.locked,
    held: r.held,
    house: houseOf.get(houseShard(r.player_id))!,
    gameId: r.game_id,
    providerId: r.provider_id,
  }));
}

/** What a variant changes: the round's statements, and the database (a copy of it). */
export interface FloorShape {
  /** The bet's row left out (its facts kept in the call's record only). */
  noBetRow?: boolean;
  /** Each call in one round trip (its statements and its commit in one pipeline). */
  oneTrip?: boolean;
  /**
   * Calls of this many players in one transaction (a batch of bets, then one of wins), by a
   * client for each this many of the measure's clients.
   */
  batch?: number;
  /** In a batch, each call behind a savepoint of its own (a failed call undone alone). */
  savepoints?: boolean;
  /** Single-player transactions by a client for each this many of the measure's clients. */
  fewerClients?: number;
}

/** The statements of one player's round, each call's in its two round trips. */
interface RoundParts {
  /** The variables the round needs (its player's ids and its round's number). */
  ids: string;
  /** The player's ledger accounts, to be locked ahead in a batch. */
  accounts: string;
  bet: [string, string];
  win: [string, string];
}

/**
 * A round's statements for the player whose ids are in the variables prefixed `p` (`:pplayer_id`
 * and so on; none when `p` is empty), player number `n` (a pgbench expression).
 */
function roundParts(won: boolean, n: string, p: string, shape: FloorShape): RoundParts {
  const win = won ? 20 : 0;
  const v = (name: string) => `:${p}${name}`;
  // The ids the server keeps in memory (its launch token and account caches).
  const ids = `\\set ${p}n ${n}
\\set ${p}r random(1, 9000000000000000000)
select player_id as ${p}player_id, wallet_id as ${p}wallet_id, real as ${p}real,
  bonus as ${p}bonus, locked as ${p}locked, held as ${p}held, house as ${p}house,
  game_id as ${p}game_id, provider_id as ${p}provider_id
  from bench_floor_players where n = ${v('n')} \\gset`;
  const callState = (tx: string) => `select s.request_hash, s.response_status, s.response_body,
  exists (select 1 from seamless_transactions r where r.provider_id = ${v('provider_id')}::uuid
    and r.type = 'rollback' and r.reference_transaction_id = ${tx}) as rolled_back
  from (select 1) as one left join seamless_transactions s
    on s.provider_id = ${v('provider_id')}::uuid and s.transaction_id = ${tx};`;
  const lock = (tx: string) =>
    `select pg_advisory_xact_lock(hashtextextended(${v('provider_id')}::text || '-' || ${tx}, 0));`;
  const maxStake = `select max_stake from player_bonuses where player_id = ${v('player_id')}::uuid
  and currency = 'USD' and status = 2;`;
  const r = v('r');
  const round = `lpad(to_hex(${r}::bigint), 32, '0')::uuid`;
  // pgbench takes a colon followed by a name as a variable, even inside a literal: the keys and
  // the answer's text have none.
  const key = (suffix: string) => `'game-builtin-f-' || ${r}::text || '${suffix}'`;
  const post = (suffix: string, code: string, toPlayer: boolean, amount: number) =>
    `select * from ledger_post_game(${v('real')}::uuid, ${v('bonus')}::uuid, ${v('house')}::uuid, ${v('locked')}::uuid,
  ${v('held')}::uuid, ${key(suffix)} || '-real', ${key(suffix)} || '-bonus', gen_random_uuid(),
  gen_random_uuid(), '${code}', 'USD', ${round}::text, ${toPlayer}, ${amount}, 0, ${!toPlayer},
  ${!toPlayer});`;
  const record = (tx: string, type: string, amount: number) =>
    `insert into seamless_transactions (id, provider_id, transaction_id, type, round_id,
    reference_transaction_id, amount, request_hash, response_status, response_body, ledger_key)
  values (gen_random_uuid(), ${v('provider_id')}::uuid, ${tx}, '${type}', ${round}, null, ${amount},
    md5(${tx}), 200, '{"balance": 1000, "currency": "USD", "transactionId": "' || gen_random_uuid() || '"}',
    ${amount > 0 ? key(type === 'bet' ? '' : '-w') : 'null'})`;
  const betTx = `'f-' || ${r}::text`;
  const winTx = `'f-' || ${r}::text || '-w'`;
  const betRow = `insert into game_bets (id, round_id, provider_id, transaction_id, player_id, amount, real_amount, bonus_amount)
  values (gen_random_uuid(), ${round}, ${v('provider_id')}::uuid, ${betTx}, ${v('player_id')}::uuid, 10, 10, 0)`;
  return {
    ids,
    accounts: ['real', 'bonus', 'locked', 'held'].map((a) => `${v(a)}::uuid`).join(', '),
    bet: [
      `${lock(betTx)}
${callState(betTx)}
select * from player_limits where player_id = ${v('player_id')}::uuid and status = 1 order by created_at;
${maxStake}
insert into game_rounds (id, provider_id, provider_round_id, player_id, wallet_account_id, game_id, currency)
  values (${round}, ${v('provider_id')}::uuid, 'fr-' || ${r}::text, ${v('player_id')}::uuid, ${v('wallet_id')}::uuid, ${v('game_id')}::uuid, 'USD')
  on conflict (provider_id, provider_round_id) do update set provider_round_id = excluded.provider_round_id
  returning id, player_id, wallet_account_id, game_id, currency, stake, real_stake, bonus_stake, win, status;
${post('', 'stake', false, 10)}`,
      `with ${shape.noBetRow ? '' : `bet as (\n  ${betRow}\n), `}call as (${record(betTx, 'bet', 10)})
update game_rounds set stake = stake + 10, real_stake = real_stake + 10 where id = ${round};`,
    ],
    win: [
      `${lock(winTx)}
${callState(winTx)}
select id, player_id, wallet_account_id, game_id, currency, stake, real_stake, bonus_stake, win, status
  from game_rounds where provider_id = ${v('provider_id')}::uuid and provider_round_id = 'fr-' || ${r}::text for update;
${maxStake}
${won ? post('-w', 'win', true, win) : ''}`,
      `with round as (
  update game_rounds set win = ${win}, status = ${won ? 2 : 3}, settled_at = now() where id = ${round}
) update game_bets as b set win = s.share::bigint,
  status = case when s.share > 0 then 2 else 3 end, settled_at = now()
  from (select id, case when n = bets then ${win}::numeric - coalesce(sum(share) filter (where n < bets) over (), 0)
      else share end as share
    from (select id, row_number() over (order by created_at, id) as n, count(*) over () as bets,
        case when sum(amount) over () = 0 then 0 else floor(${win}::numeric * amount / sum(amount) over ()) end as share
      from game_bets where round_id = ${round} and status = 1) as open) as s
  where b.id = s.id;
${record(winTx, 'win', win)};`,
    ],
  };
}

/**
 * A round (bet, then the win that closes it: `won` pays twice the stake, else nothing), or with
 * `shape.batch` = K, K players' rounds: their K bets in one transaction, then their K wins in
 * another.
 */
function roundScript(won: boolean, players: number, shape: FloorShape = {}) {
  // The server's second round trip of each call waits for the first one's answers.
  const trip = shape.oneTrip ? '' : '\\endpipeline\n\\startpipeline';
  const batch = shape.batch ?? 1;
  // Each client plays its own player, as the benchmark's clients do. A batch's players are
  // consecutive numbers, in the order of their house shards (`seedFloorPlayers`), and no batch
  // wraps around: the shards are locked in one order by every batch, so batches cannot deadlock.
  const groups = Math.max(1, Math.floor(players / batch));
  const rounds = Array.from({ length: batch }, (_, j) =>
    roundParts(
      won,
      batch === 1 ? `:client_id % ${players}` : `(:client_id % ${groups}) * ${batch} + ${j}`,
      batch === 1 ? '' : `p${j}_`,
      shape,
    ),
  );
  // A batch locks its players' accounts first, in one statement and in the ids' order, as a
  // server batching calls would: a player shared by two batches then waits at the start.
  const lockAhead =
    batch === 1
      ? ''
      : `select count(*) from (select id from ledger_accounts where id in (${rounds.map((r) => r.accounts).join(', ')})
  order by id for update) as held;\n`;
  // A call's savepoint is taken before its first statements and released after its last; the
  // savepoints nest, so the calls' last statements go in the reverse order.
  const save = (j: number, step: string) =>
    shape.savepoints ? `${step === 'first' ? 'savepoint' : 'release savepoint'} c${j};\n` : '';
  const call = (part: 'bet' | 'win') => `\\startpipeline
begin;
${lockAhead}${rounds.map((r, j) => `${save(j, 'first')}${r[part][0]}`).join('\n')}
${trip}
${rounds
  .map((r, j) => `${r[part][1]}\n${save(j, 'last')}`)
  .reverse()
  .join('\n')}
commit;
\\endpipeline`;
  return `${rounds.map((r) => r.ids).join('\n')}
${call('bet')}
${call('win')}
`;
}

/** The players' ids in a table of the database, for the rounds' first read. */
async function seedFloorPlayers(db: postgres.Sql) {
  // In the order of their house shards' ids: a batch of consecutive players locks its shards in
  // that one order (roundScript).
  const players = (await floorPlayers(db)).sort((a, b) =>
    a.house === b.house ? 0 : a.house < b.house ? -1 : 1,
  );
  if (players.length === 0) throw new Error('no plain player has played a round yet');
  await db`drop table if exists bench_floor_players`;
  await db`create table bench_floor_players (n int primary key, player_id uuid, wallet_id uuid,
    real uuid, bonus uuid, locked uuid, held uuid, house uuid, game_id uuid, provider_id uuid)`;
  for (const [n, p] of players.entries()) {
    await db`insert into bench_floor_players values (${n}, ${p.playerId}, ${p.walletId}, ${p.real},
      ${p.bonus}, ${p.locked}, ${p.held}, ${p.house}, ${p.gameId}, ${p.providerId})`;
  }
  return players.length;
}

/** libpq's environment for a client of `url`'s server (pgbench). */
export function pgEnv(url: URL): NodeJS.ProcessEnv {
  return {
    ...process.env,
    PGHOST: url.hostname,
    PGPORT: url.port || '5432',
    PGUSER: decodeURIComponent(url.username),
    PGPASSWORD: decodeURIComponent(url.password),
  };
}

/** pgbench running the rounds on `url`'s database: seamless calls per second (two a round). */
function runRounds(
  url: string,
  players: number,
  clients: number,
  seconds: number,
  shape: FloorShape,
) {
  const dir = mkdtempSync(join(tmpdir(), 'bench-floor-'));
  try {
    const won = join(dir, 'won.sql');
    const lost = join(dir, 'lost.sql');
    writeFileSync(won, roundScript(true, players, shape));
    writeFileSync(lost, roundScript(false, players, shape));
    const target = new URL(url);
    const batch = shape.batch ?? 1;
    const perClient = batch * (shape.fewerClients ?? 1);
    const run = spawnSync(
      'pgbench',
      [
        ...['-n', '-M', 'prepared', '-c', `${Math.ceil(clients / perClient)}`, '-j', '2'],
        ...['-T', `${seconds}`],
        ...['-f', `${won}@1`, '-f', `${lost}@1`, target.pathname.slice(1)],
      ],
      { encoding: 'utf8', env: pgEnv(target) },
    );
    const tps = Number(/tps = ([\d.]+)/.exec(run.stdout)?.[1]);
    if (!Number.isFinite(tps) || run.status !== 0) {
      throw new Error(`pgbench (floor) failed:\n${run.stdout}\n${run.stderr}`);
    }
    // A pgbench transaction is a whole round (a bet and a win), or a batch's rounds.
    return tps * 2 * batch;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Runs the floor's rounds with `clients` pgbench clients for `seconds` on `url`'s database:
 * seamless calls per second (two per round).
 */
export async function floorCallsPerSecond(
  db: postgres.Sql,
  url: string,
  clients: number,
  seconds: number,
): Promise<number> {
  const players = await seedFloorPlayers(db);
  return runRounds(url, players, clients, seconds, {});
}

/** The game and ledger tables a call writes: their foreign keys are checked at every insert. */
const HOT_TABLES = [
  'game_rounds',
  'game_bets',
  'seamless_transactions',
  'ledger_transfers',
  'ledger_entries',
  'ledger_player_game_hours',
];

interface Variant {
  label: string;
  shape: FloorShape;
  /** Changes made to the variant's copy of the database. */
  change?: (db: postgres.Sql) => Promise<void>;
}

/** The hot tables' foreign keys to `referenced` (all of them when none is named). */
async function dropHotForeignKeys(db: postgres.Sql, referenced: string[] = []) {
  const keys = await db<{ relation: string; name: string; target: string }[]>`
    select conrelid::regclass::text as relation, conname as name,
      confrelid::regclass::text as target
    from pg_constraint where contype = 'f' and conrelid::regclass::text in ${db(HOT_TABLES)}`;
  for (const { relation, name, target } of keys) {
    if (referenced.length > 0 && !referenced.includes(target)) continue;
    await db.unsafe(`alter table ${relation} drop constraint ${name}`);
  }
}

/**
 * The keys of migration 0045 and before: a round's and a transfer's currency checked against
 * `currencies`, whose row every call locks (ADR 039 fourteenth round; 0046 checks them through the
 * call's own accounts).
 */
async function currencyKeysAsBefore(db: postgres.Sql) {
  await db.unsafe(`
    alter table game_rounds drop constraint game_rounds_wallet_account_currency_fk;
    alter table ledger_transfers drop constraint ledger_transfers_debit_account_currency_fk;
    alter table ledger_transfers drop constraint ledger_transfers_credit_account_currency_fk;
    alter table game_rounds add foreign key (wallet_account_id) references wallet_accounts (id);
    alter table game_rounds add foreign key (currency) references currencies (code);
    alter table ledger_transfers add foreign key (debit_account_id) references ledger_accounts (id);
    alter table ledger_transfers add foreign key (credit_account_id) references ledger_accounts (id);
    alter table ledger_transfers add foreign key (currency) references currencies (code);`);
}

/** ledger_post_game as it is, without its entries' inserts (balances and transfers only). */
async function dropLedgerEntries(db: postgres.Sql) {
  const [fn] = await db<{ def: string }[]>`
    select pg_get_functiondef('ledger_post_game'::regproc) as def`;
  const without = fn!.def.replace(/INSERT INTO ledger_entries[\s\S]*?;/g, '');
  if (without === fn!.def) throw new Error('ledger_post_game inserts no entries any more');
  await db.unsafe(without);
}

const VARIANTS: Variant[] = [
  { label: 'as today', shape: {} },
  { label: 'one round trip a call', shape: { oneTrip: true } },
  { label: 'no foreign keys', shape: {}, change: (db) => dropHotForeignKeys(db) },
  {
    label: 'no catalog keys',
    shape: {},
    change: (db) => dropHotForeignKeys(db, ['currencies', 'game_providers', 'games']),
  },
  { label: 'currency keys as in 0045', shape: {}, change: currencyKeysAsBefore },
  { label: 'no ledger entries', shape: {}, change: dropLedgerEntries },
  { label: 'no bet row', shape: { noBetRow: true } },
  { label: '2 players a transaction', shape: { batch: 2 } },
  { label: '4 players a transaction', shape: { batch: 4 } },
  { label: '8 players a transaction', shape: { batch: 8 } },
  { label: '8 with savepoints', shape: { batch: 8, savepoints: true } },
  { label: 'as today at 1/8 clients', shape: { fewerClients: 8 } },
  {
    label: 'all four',
    shape: { oneTrip: true, noBetRow: true },
    change: async (db) => {
      await dropHotForeignKeys(db);
      await dropLedgerEntries(db);
    },
  },
];

/**
 * The floor under other shapes of a call (BENCH_FLOOR=variants): each variant on its own copy
 * of `database` (which nothing may be connected to), in turns, `repeat` times; beside each
 * turn, pgbench simple-update in `pgbenchDb`. Lines of calls/s and ratio per variant.
 */
export async function floorVariants(
  admin: postgres.Sql,
  urlOf: (database: string) => string,
  database: string,
  pgbenchTps: () => number,
  clients: number,
  seconds: number,
  repeat: number,
): Promise<string[]> {
  const copies: {
    variant: Variant;
    name: string;
    players: number;
    runs: number[];
    multixacts: number;
  }[] = [];
  // BENCH_FLOOR_ONLY: the variants to run, by label (comma-separated); all when unset.
  const only = process.env.BENCH_FLOOR_ONLY?.split(',').map((label) => label.trim());
  try {
    for (const [i, variant] of VARIANTS.entries()) {
      if (only && !only.includes(variant.label)) continue;
      const name = `${database}_floor_${i}`;
      await admin.unsafe(`create database ${name} template ${database}`);
      const db = postgres(urlOf(name), { max: 1, onnotice: () => {} });
      try {
        const players = await seedFloorPlayers(db);
        await variant.change?.(db);
        copies.push({ variant, name, players, runs: [], multixacts: 0 });
      } finally {
        await db.end();
      }
    }
    const tps: number[] = [];
    for (let turn = 0; turn < repeat; turn++) {
      tps.push(pgbenchTps());
      for (const copy of copies) {
        const before = await nextMultixact(admin);
        copy.runs.push(
          runRounds(urlOf(copy.name), copy.players, clients, seconds, copy.variant.shape),
        );
        copy.multixacts += (await nextMultixact(admin)) - before;
      }
    }
    const meanTps = tps.reduce((a, b) => a + b, 0) / tps.length;
    return [
      `the floor's variants, ${clients} clients, ${repeat} turns of ${seconds} s (pgbench simple-update ${tps.map((t) => t.toFixed(0)).join(', ')} tps):`,
      ...copies.map(({ variant, runs, multixacts }) => {
        const mean = runs.reduce((a, b) => a + b, 0) / runs.length;
        const calls = runs.reduce((a, b) => a + b, 0) * seconds;
        return `  ${variant.label.padEnd(24)} ${runs.map((r) => r.toFixed(0).padStart(6)).join(' ')} calls/s, ratio ${(mean / meanTps).toFixed(3)}, ${(multixacts / calls).toFixed(2)} multixacts a call`;
      }),
    ];
  } finally {
    for (const { name } of copies)
      await admin.unsafe(`drop database if exists ${name} with (force)`);
  }
}
