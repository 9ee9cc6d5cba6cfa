import { z } from 'zod';

// Tournaments (issue 33): players opt in, their settled rounds of the tournament's games score,
// and the prizes by rank are paid once when it ends. Amounts are minor units of its currency.

export const TOURNAMENT_SCORINGS = ['total_win', 'max_multiplier', 'rounds'] as const;
export const TOURNAMENT_PRIZE_KINDS = ['cash', 'bonus'] as const;
/** Where a tournament is for the player: from its window and state. */
export const TOURNAMENT_STATUSES = ['upcoming', 'running', 'finished', 'cancelled'] as const;

export const TournamentPrizeSchema = z
  .object({
    fromRank: z.number().int().min(1).max(100_000),
    toRank: z.number().int().min(1).max(100_000),
    /** Paid to each rank of the range. */
    amount: z.number().int().positive().max(1_000_000_000_000),
  })
  .meta({ id: 'TournamentPrize' });
export type TournamentPrize = z.infer<typeof TournamentPrizeSchema>;

export const TournamentSchema = z
  .object({
    id: z.uuid(),
    identity: z.string(),
    title: z.string(),
    description: z.string(),
    currency: z.string(),
    /**
     * total_win: sum of the wins; max_multiplier: the best win ÷ stake of one round (score in
     * hundredths: 2550 = ×25.50); rounds: settled rounds played.
     */
    scoring: z.enum(TOURNAMENT_SCORINGS),
    /** Game identities that count; empty: every game (of `provider` when set). */
    games: z.array(z.string()),
    provider: z.string().nullable(),
    startsAt: z.iso.datetime(),
    endsAt: z.iso.datetime(),
    status: z.enum(TOURNAMENT_STATUSES),
    prizeKind: z.enum(TOURNAMENT_PRIZE_KINDS),
    prizes: z.array(TournamentPrizeSchema),
    /** The sum of every prize. */
    prizePool: z.number().int(),
    participants: z.number().int(),
    /** The caller opted in (false for a guest). */
    isParticipating: z.boolean(),
  })
  .meta({ id: 'Tournament' });
export type Tournament = z.infer<typeof TournamentSchema>;

export const TournamentStandingSchema = z
  .object({
    rank: z.number().int(),
    /** Public name: nickname or `Player •••1a2b` (never the email). */
    name: z.string(),
    score: z.number().int(),
    /** What this rank wins (null: no prize). */
    prize: z.number().int().nullable(),
    isMe: z.boolean(),
  })
  .meta({ id: 'TournamentStanding' });
export type TournamentStanding = z.infer<typeof TournamentStandingSchema>;

export const TournamentDetailsSchema = TournamentSchema.extend({
  /** The top of the leaderboard (players in a time-out or exclusion are left out). */
  leaderboard: z.array(TournamentStandingSchema),
  /** The caller's place; null before a scored round or for a guest. */
  me: TournamentStandingSchema.nullable(),
  /** Set once the tournament was settled: what the caller was paid. */
  myPayout: z
    .object({ amount: z.number().int(), kind: z.enum(TOURNAMENT_PRIZE_KINDS), rank: z.number() })
    .nullable(),
}).meta({ id: 'TournamentDetails' });
export type TournamentDetails = z.infer<typeof TournamentDetailsSchema>;

export const TournamentListSchema = z
  .object({ items: z.array(TournamentSchema) })
  .meta({ id: 'TournamentList' });
export type TournamentList = z.infer<typeof TournamentListSchema>;

/** A tournament's id or identity. */
export const TournamentParamsSchema = z.object({ id: z.string().min(1).max(100) });

/** Published on the public `tournaments` channel when a leaderboard moves (top 10). */
export const TournamentLeaderboardMessageSchema = z
  .object({
    type: z.literal('retention.tournament.leaderboard'),
    id: z.string(),
    tournamentId: z.uuid(),
    identity: z.string(),
    participants: z.number().int(),
    leaderboard: z.array(TournamentStandingSchema.omit({ isMe: true })),
  })
  .meta({ id: 'TournamentLeaderboardMessage' });
export type TournamentLeaderboardMessage = z.infer<typeof TournamentLeaderboardMessageSchema>;

// The back office (create, schedule, cancel, standings and payouts).

const IDENTITY = /^[a-z0-9][a-z0-9-]{1,62}$/;

export const CreateTournamentRequestSchema = z
  .object({
    identity: z.string().regex(IDENTITY, 'Lower-case letters, digits and dashes (2-63)'),
    title: z.string().trim().min(1).max(120),
    description: z.string().max(2000).default(''),
    currency: z.string().min(2).max(10),
    scoring: z.enum(TOURNAMENT_SCORINGS),
    games: z.array(z.string().min(1).max(100)).max(200).default([]),
    provider: z.string().min(1).max(100).nullable().default(null),
    startsAt: z.iso.datetime(),
    endsAt: z.iso.datetime(),
    prizeKind: z.enum(TOURNAMENT_PRIZE_KINDS),
    /** Bonus prizes: the bonus offer whose wagering terms the prize takes. */
    bonusIdentity: z.string().min(1).max(100).nullable().default(null),
    prizes: z.array(TournamentPrizeSchema).min(1).max(50),
  })
  .meta({ id: 'CreateTournamentRequest' });
export type CreateTournamentRequest = z.input<typeof CreateTournamentRequestSchema>;

export const AdminTournamentSchema = TournamentSchema.omit({ isParticipating: true })
  .extend({
    state: z.enum(['scheduled', 'settling', 'settled', 'cancelled']),
    bonusIdentity: z.string().nullable(),
    createdBy: z.string(),
    createdAt: z.iso.datetime(),
    settledAt: z.iso.datetime().nullable(),
  })
  .meta({ id: 'AdminTournament' });
export type AdminTournament = z.infer<typeof AdminTournamentSchema>;

export const AdminTournamentListSchema = z
  .object({ items: z.array(AdminTournamentSchema) })
  .meta({ id: 'AdminTournamentList' });

export const TournamentPayoutSchema = z
  .object({
    playerId: z.uuid(),
    name: z.string(),
    rank: z.number().int(),
    score: z.number().int(),
    amount: z.number().int(),
    kind: z.enum(TOURNAMENT_PRIZE_KINDS),
    /** Cash: the ledger transfer; bonus: the player bonus issued. */
    transferId: z.uuid().nullable(),
    playerBonusId: z.uuid().nullable(),
    paidAt: z.iso.datetime().nullable(),
    /** Why it was not paid (excluded at the end, bonus refused by the player's profile...). */
    skipped: z.string().nullable(),
  })
  .meta({ id: 'TournamentPayout' });
export type TournamentPayout = z.infer<typeof TournamentPayoutSchema>;

export const AdminTournamentDetailsSchema = z
  .object({
    tournament: AdminTournamentSchema,
    /** Live standings (every scored participant, up to 500). */
    standings: z.array(
      z.object({
        playerId: z.uuid(),
        name: z.string(),
        rank: z.number().int(),
        score: z.number().int(),
        prize: z.number().int().nullable(),
      }),
    ),
    payouts: z.array(TournamentPayoutSchema),
    /** Sum of what was paid. */
    paid: z.number().int(),
  })
  .meta({ id: 'AdminTournamentDetails' });
export type AdminTournamentDetails = z.infer<typeof AdminTournamentDetailsSchema>;

export const SettleTournamentResultSchema = z
  .object({
    state: z.enum(['scheduled', 'settling', 'settled', 'cancelled']),
    /** Payouts made by this call (0 on a replay). */
    paidNow: z.number().int(),
    payouts: z.number().int(),
  })
  .meta({ id: 'SettleTournamentResult' });
export type SettleTournamentResult = z.infer<typeof SettleTournamentResultSchema>;
