import type {
  AdminTournament,
  AdminTournamentDetails,
  CreateTournamentRequest,
  SettleTournamentResult,
  Tournament,
  TournamentDetails,
  TournamentStanding,
} from '@casino/contracts';
import type { Db } from '@casino/db';
import type { Clock } from '../../../shared/clock.ts';
import { AppError, notFound } from '../../../shared/errors.ts';
import {
  findProviderByIdentity,
  knownGameIdentities,
  providerIdentitiesById,
} from '../../game/catalog/service.ts';
import { findPublicNames } from '../../player/account-service.ts';
import { currencyExists } from '../../settings/service.ts';
import { hasAccountIn } from '../../wallet/service.ts';
import type { TournamentRow } from './repository.ts';
import * as repo from './repository.ts';

/** The limits port (issue 33): a player in a time-out or self-exclusion gets none of it. */
export type RetentionEligibility = (
  playerId: string,
  db: Db,
) => Promise<{ allowed: true } | { allowed: false; reason: string }>;

/** Something the player won, for the inbox (another part of issue 33 plugs it in; default no-op). */
export type OnReward = (
  playerId: string,
  reward: {
    kind: 'tournament_prize';
    title: string;
    body: string;
    /** The player's final rank. */
    rank: number;
    amount: number;
    currency: string;
    /** The tournament's id: one notice per tournament and player. */
    reference: string;
  },
) => void;

export interface TournamentReadContext {
  db: Db;
  clock: Clock;
  eligibility: RetentionEligibility;
}

/** How long a finished tournament stays on the players' list. */
const FINISHED_LISTED_MS = 7 * 24 * 3_600_000;
/** Leaderboard rows shown to players. */
export const LEADERBOARD_SIZE = 10;

export function statusOf(t: TournamentRow, now: Date): Tournament['status'] {
  if (t.state === 'cancelled') return 'cancelled';
  if (t.state !== 'scheduled' || t.endsAt <= now) return 'finished';
  return t.startsAt <= now ? 'running' : 'upcoming';
}

async function toTournaments(
  ctx: TournamentReadContext,
  rows: TournamentRow[],
  playerId: string | null,
): Promise<Tournament[]> {
  const ids = rows.map((r) => r.id);
  const [counts, mine, providers] = await Promise.all([
    repo.countParticipants(ctx.db, ids),
    playerId ? repo.participatingIn(ctx.db, playerId, ids) : new Set<string>(),
    providerIdentitiesById(
      ctx.db,
      rows.flatMap((r) => (r.providerId ? [r.providerId] : [])),
    ),
  ]);
  const now = ctx.clock.now();
  return rows.map((t) => ({
    id: t.id,
    identity: t.identity,
    title: t.title,
    description: t.description,
    currency: t.currency,
    scoring: t.scoring,
    games: t.games,
    provider: t.providerId ? (providers.get(t.providerId) ?? null) : null,
    startsAt: t.startsAt.toISOString(),
    endsAt: t.endsAt.toISOString(),
    status: statusOf(t, now),
    prizeKind: t.prizeKind,
    prizes: t.prizes,
    prizePool: repo.prizePool(t.prizes),
    participants: counts.get(t.id) ?? 0,
    isParticipating: mine.has(t.id),
  }));
}

/** Refuses an excluded or cooled-off player (403), as every participation does. */
async function requireEligible(ctx: TournamentReadContext, playerId: string) {
  const eligible = await ctx.eligibility(playerId, ctx.db);
  if (!eligible.allowed) {
    throw new AppError(
      403,
      'retention_unavailable',
      'Tournaments are not available during a time-out or self-exclusion',
    );
  }
}

/**
 * The players' list: running, upcoming and those ended in the last week. A player in a
 * time-out or self-exclusion sees none (an empty list).
 */
export async function listTournaments(
  ctx: TournamentReadContext,
  playerId: string | null,
): Promise<Tournament[]> {
  if (playerId && !(await ctx.eligibility(playerId, ctx.db)).allowed) return [];
  const since = new Date(ctx.clock.now().getTime() - FINISHED_LISTED_MS);
  return toTournaments(ctx, await repo.listVisible(ctx.db, since), playerId);
}

export interface RankedStanding {
  playerId: string;
  rank: number;
  score: number;
  prize: number | null;
}

/**
 * The leaderboard's top `size`, players in a time-out or exclusion left out (asked through the
 * limits port), and where `playerId` stands. The caller's rank counts the excluded players
 * found above them among those checked (exact whenever they are near the top).
 */
export async function rankedStandings(
  ctx: TournamentReadContext,
  t: TournamentRow,
  size: number,
  playerId: string | null = null,
): Promise<{ top: RankedStanding[]; me: RankedStanding | null }> {
  const all = await repo.standings(ctx.db, t, Math.max(size * 3, 50));
  const checked = await Promise.all(
    all.map(async (s) => ((await ctx.eligibility(s.playerId, ctx.db)).allowed ? s : null)),
  );
  const eligible = checked.filter((s): s is repo.Standing => s !== null);
  const ranked = eligible.map((s, i) => ({
    playerId: s.playerId,
    rank: i + 1,
    score: s.score,
    prize: repo.prizeFor(t.prizes, i + 1),
  }));
  let me = playerId ? (ranked.find((s) => s.playerId === playerId) ?? null) : null;
  if (playerId && !me) {
    // Below the checked window: rank by score among everyone, less those excluded above.
    const everyone = await repo.standings(ctx.db, t);
    const at = everyone.findIndex((s) => s.playerId === playerId);
    if (at >= 0) {
      const excludedAbove = all.length - eligible.length;
      const rank = at + 1 - excludedAbove;
      me = { playerId, rank, score: everyone[at]!.score, prize: repo.prizeFor(t.prizes, rank) };
    }
  }
  return { top: ranked.slice(0, size), me };
}

async function named(ctx: TournamentReadContext, rows: RankedStanding[]) {
  return findPublicNames(
    ctx.db,
    rows.map((r) => r.playerId),
  );
}

export async function tournamentDetails(
  ctx: TournamentReadContext,
  idOrIdentity: string,
  playerId: string | null,
): Promise<TournamentDetails> {
  if (playerId && !(await ctx.eligibility(playerId, ctx.db)).allowed) {
    throw notFound('Tournament');
  }
  const t = await repo.findTournament(ctx.db, idOrIdentity);
  if (!t || t.state === 'cancelled') throw notFound('Tournament');
  const [[tournament], board, payout] = await Promise.all([
    toTournaments(ctx, [t], playerId),
    rankedStandings(ctx, t, LEADERBOARD_SIZE, playerId),
    playerId ? repo.findPayout(ctx.db, t.id, playerId) : null,
  ]);
  const names = await named(ctx, [...board.top, ...(board.me ? [board.me] : [])]);
  const toStanding = (s: RankedStanding): TournamentStanding => ({
    rank: s.rank,
    name: names.get(s.playerId) ?? 'Player',
    score: s.score,
    prize: s.prize,
    isMe: s.playerId === playerId,
  });
  return {
    ...tournament!,
    leaderboard: board.top.map(toStanding),
    me: board.me ? toStanding(board.me) : null,
    myPayout:
      payout?.paidAt && !payout.skipped
        ? { amount: payout.amount, kind: payout.kind, rank: payout.rank }
        : null,
  };
}

/**
 * Opt-in (POST .../participate): once per player, while the tournament is upcoming or running,
 * for a player allowed retention features who holds an account in its currency.
 */
export async function participate(
  ctx: TournamentReadContext,
  idOrIdentity: string,
  playerId: string,
): Promise<TournamentDetails> {
  await requireEligible(ctx, playerId);
  const t = await repo.findTournament(ctx.db, idOrIdentity);
  if (!t || t.state === 'cancelled') throw notFound('Tournament');
  const now = ctx.clock.now();
  const status = statusOf(t, now);
  if (status === 'finished') {
    throw new AppError(409, 'tournament_finished', 'This tournament has ended');
  }
  if (!(await hasAccountIn(ctx.db, playerId, t.currency))) {
    throw new AppError(
      409,
      'currency_account_missing',
      `Add a ${t.currency} account to your wallet to take part`,
    );
  }
  await repo.insertParticipant(ctx.db, t.id, playerId, now);
  return tournamentDetails(ctx, t.id, playerId);
}

// The back office.

export async function toAdminTournament(
  ctx: TournamentReadContext,
  t: TournamentRow,
  bonusIdentity: string | null = null,
): Promise<AdminTournament> {
  const [base] = await toTournaments(ctx, [t], null);
  const { isParticipating: _unused, ...rest } = base!;
  return {
    ...rest,
    state: t.state,
    bonusIdentity,
    createdBy: t.createdBy,
    createdAt: t.createdAt.toISOString(),
    settledAt: t.settledAt?.toISOString() ?? null,
  };
}

export async function listAdminTournaments(ctx: TournamentReadContext) {
  const rows = await repo.listAll(ctx.db);
  return Promise.all(rows.map((t) => toAdminTournament(ctx, t)));
}

const invalid = (field: string, message: string) =>
  new AppError(400, 'validation_failed', message, { [field]: [message] });

/** Checks an operator's new tournament; 400 names the field, nothing is written. */
export async function validateNewTournament(
  ctx: TournamentReadContext,
  input: CreateTournamentRequest,
  resolveBonus: (identity: string) => Promise<{ id: string } | null>,
): Promise<Omit<repo.NewTournament, 'createdBy'>> {
  const startsAt = new Date(input.startsAt);
  const endsAt = new Date(input.endsAt);
  if (endsAt <= startsAt) throw invalid('endsAt', 'The end must be after the start');
  if (endsAt <= ctx.clock.now()) throw invalid('endsAt', 'The end must be in the future');
  for (const [i, p] of input.prizes.entries()) {
    if (p.toRank < p.fromRank) throw invalid(`prizes.${i}.toRank`, 'Must not be below fromRank');
  }
  const sorted = [...input.prizes].sort((a, b) => a.fromRank - b.fromRank);
  for (let i = 1; i < sorted.length; i++) {
    if (sorted[i]!.fromRank <= sorted[i - 1]!.toRank) {
      throw invalid('prizes', 'Prize ranks overlap');
    }
  }
  if (await repo.findTournament(ctx.db, input.identity)) {
    throw invalid('identity', 'This identity is taken');
  }
  const { db } = ctx;
  const currency = await currencyExists(db, input.currency);
  if (!currency) throw invalid('currency', 'Unknown currency');
  const gamesList = input.games ?? [];
  if (gamesList.length > 0) {
    const known = await knownGameIdentities(db, gamesList);
    const missing = gamesList.find((g) => !known.has(g));
    if (missing) throw invalid('games', `Unknown game: ${missing}`);
  }
  let providerId: string | null = null;
  if (input.provider) {
    const provider = await findProviderByIdentity(db, input.provider);
    if (!provider) throw invalid('provider', 'Unknown provider');
    providerId = provider.id;
  }
  let bonusDefinitionId: string | null = null;
  if (input.prizeKind === 'bonus') {
    if (!input.bonusIdentity)
      throw invalid('bonusIdentity', 'Choose the bonus offer of the prizes');
    const def = await resolveBonus(input.bonusIdentity);
    if (!def) throw invalid('bonusIdentity', 'Unknown bonus offer');
    bonusDefinitionId = def.id;
  }
  return {
    identity: input.identity,
    title: input.title,
    description: input.description ?? '',
    currency: input.currency,
    scoring: input.scoring,
    games: gamesList,
    providerId,
    startsAt,
    endsAt,
    prizeKind: input.prizeKind,
    bonusDefinitionId,
    prizes: sorted,
  };
}

export async function adminDetails(
  ctx: TournamentReadContext,
  id: string,
): Promise<AdminTournamentDetails> {
  const t = await repo.findTournament(ctx.db, id);
  if (!t) throw notFound('Tournament');
  const [tournament, board, payouts] = await Promise.all([
    toAdminTournament(ctx, t),
    repo.standings(ctx.db, t, 500),
    repo.listPayouts(ctx.db, t.id),
  ]);
  const names = await findPublicNames(ctx.db, [
    ...board.map((s) => s.playerId),
    ...payouts.map((p) => p.playerId),
  ]);
  return {
    tournament,
    standings: board.map((s, i) => ({
      playerId: s.playerId,
      name: names.get(s.playerId) ?? 'Player',
      rank: i + 1,
      score: s.score,
      prize: repo.prizeFor(t.prizes, i + 1),
    })),
    payouts: payouts.map((p) => ({
      playerId: p.playerId,
      name: names.get(p.playerId) ?? 'Player',
      rank: p.rank,
      score: p.score,
      amount: p.amount,
      kind: p.kind,
      transferId: p.transferId,
      playerBonusId: p.playerBonusId,
      paidAt: p.paidAt?.toISOString() ?? null,
      skipped: p.skipped,
    })),
    paid: payouts.filter((p) => p.paidAt && !p.skipped).reduce((n, p) => n + p.amount, 0),
  };
}

export type { SettleTournamentResult };
