import { z } from 'zod';
import { BonusCodeSchema, PlayerBonusSchema, PlayerFreespinSchema } from './bonus.ts';
import { WinnerSchema } from './game.ts';
import { InvoiceSchema } from './payment.ts';
import { InboxMessageSchema, LoyaltyAccountSchema } from './retention-loyalty.ts';
import { TournamentLeaderboardMessageSchema } from './retention-tournaments.ts';
import { AccountSchema } from './wallet.ts';

export { CHANNELS, PUBLIC_CHANNELS, playerChannels, USER_CHANNEL_BASES } from './channels.ts';

/**
 * `data` of the connect reply (the client's `connected` ctx.data): who the connection is
 * (`user`, the player id; '' for a guest) and the channels it may subscribe to, the player's
 * own in the order the site subscribes to them, then the public ones.
 */
export const ConnectDataSchema = z
  .object({ user: z.string(), channels: z.array(z.string()) })
  .meta({ id: 'ConnectData' });
export type ConnectData = z.infer<typeof ConnectDataSchema>;

/** Connect reply of the Centrifuge protocol (docs/product/entities.md#realtime-connect-reply). */
export const ConnectReplySchema = z.object({
  client: z.string(),
  version: z.string().optional(),
  session: z.string().optional(),
  node: z.string().optional(),
  expires: z.boolean().optional(),
  ttl: z.number().int().optional(),
  ping: z.number().int().optional(),
  pong: z.boolean().optional(),
  subs: z.record(z.string(), z.unknown()).optional(),
  data: ConnectDataSchema.optional(),
});

/**
 * Every publication carries a unique `id` (a client that sees one twice, live and again from
 * the missed-notification buffer, drops the second) and, where the entity can change again,
 * a `version` (ms; a higher one is newer) so that a late, older state never replaces a newer one.
 */
const message = { id: z.string(), version: z.number().int().nonnegative() };

/** `wallet:accounts#{playerId}`: the account after any balance or status change. */
export const AccountUpdatedMessageSchema = z
  .object({ type: z.literal('wallet.account.updated'), ...message, account: AccountSchema })
  .meta({ id: 'AccountUpdatedMessage' });

export const INVOICE_EVENTS = ['invoice.deposit.updated', 'invoice.withdrawal.updated'] as const;

/**
 * `payment:invoices#{playerId}`: the invoice after a status change (`data.event`,
 * docs/product/realtime.md#channels).
 */
export const InvoiceUpdatedMessageSchema = z
  .object({
    type: z.literal('payment.invoice.updated'),
    ...message,
    event: z.enum(INVOICE_EVENTS),
    invoice: InvoiceSchema,
  })
  .meta({ id: 'InvoiceUpdatedMessage' });

/**
 * `bonus:player-bonuses#{playerId}` (docs/product/states.md#bonuses-and-free-spins: status 1 adds,
 * 2 replaces, others remove).
 */
export const PlayerBonusUpdatedMessageSchema = z
  .object({
    type: z.literal('bonus.player-bonus.updated'),
    ...message,
    event: z.literal('bonus.player-bonus.updated'),
    playerBonus: PlayerBonusSchema,
  })
  .meta({ id: 'PlayerBonusUpdatedMessage' });

/** `bonus:player-freespins#{playerId}`. */
export const PlayerFreespinUpdatedMessageSchema = z
  .object({
    type: z.literal('bonus.player-freespin.updated'),
    ...message,
    event: z.literal('bonus.player-freespin.updated'),
    playerFreespin: PlayerFreespinSchema,
  })
  .meta({ id: 'PlayerFreespinUpdatedMessage' });

/** `bonus:player-bonus-codes#{playerId}` (status 3 incorrect, 4 not available: an alert each). */
export const BonusCodeUpdatedMessageSchema = z
  .object({
    type: z.literal('bonus.bonus-code.updated'),
    ...message,
    event: z.literal('bonus.bonus-code.updated'),
    playerBonusCode: BonusCodeSchema,
  })
  .meta({ id: 'BonusCodeUpdatedMessage' });

export const BET_REFUSAL_REASONS = [
  'insufficient_funds',
  'account_inactive',
  'limit',
  'self_exclusion',
  'bonus_max_stake',
] as const;

/**
 * `game:bets#{playerId}`: a bet the platform refused (restricted bets,
 * docs/product/realtime.md#channels).
 */
export const BetRefusedMessageSchema = z
  .object({
    type: z.literal('game.bet.refused'),
    id: z.string(),
    gameIdentity: z.string(),
    reason: z.enum(BET_REFUSAL_REASONS),
  })
  .meta({ id: 'BetRefusedMessage' });

/** `game:winners` (public): a real-money win for the latest-winners list. */
export const WinnerMessageSchema = z
  .object({ type: z.literal('game.winner'), id: z.string(), winner: WinnerSchema })
  .meta({ id: 'WinnerMessage' });

/** `player:verification#{playerId}`: a verification decision (docs/decisions/028). */
export const VerificationUpdatedMessageSchema = z
  .object({
    type: z.literal('player.verification.updated'),
    id: z.string(),
    level: z.enum(['none', 'basic', 'full']),
    documentId: z.string().nullable(),
    status: z.number().int().nullable(),
  })
  .meta({ id: 'VerificationUpdatedMessage' });

/** `retention:accounts#{playerId}`: the loyalty account after points or the level moved. */
export const LoyaltyAccountUpdatedMessageSchema = z
  .object({
    type: z.literal('retention.account.updated'),
    ...message,
    account: LoyaltyAccountSchema,
    /** Points this change added (0: an operator's change of the ladder). */
    earned: z.number().int().nonnegative(),
    /** The level the player reached with it, when it moved up. */
    levelReached: z.string().nullable(),
  })
  .meta({ id: 'LoyaltyAccountUpdatedMessage' });

/** `messenger:notifications#{playerId}`: a message arrived, was read or deleted; the new count. */
export const InboxUpdatedMessageSchema = z
  .object({
    type: z.literal('messenger.notifications.updated'),
    ...message,
    /** The message that arrived (null when messages were read or deleted). */
    message: InboxMessageSchema.nullable(),
    totalUnread: z.number().int().nonnegative(),
  })
  .meta({ id: 'InboxUpdatedMessage' });

/** What the server publishes on any channel, discriminated on `type`. */
export const RealtimeMessageSchema = z.discriminatedUnion('type', [
  AccountUpdatedMessageSchema,
  InvoiceUpdatedMessageSchema,
  PlayerBonusUpdatedMessageSchema,
  PlayerFreespinUpdatedMessageSchema,
  BonusCodeUpdatedMessageSchema,
  BetRefusedMessageSchema,
  WinnerMessageSchema,
  VerificationUpdatedMessageSchema,
  LoyaltyAccountUpdatedMessageSchema,
  InboxUpdatedMessageSchema,
  TournamentLeaderboardMessageSchema,
]);
export type RealtimeMessage = z.infer<typeof RealtimeMessageSchema>;
export type InboxUpdatedMessage = z.infer<typeof InboxUpdatedMessageSchema>;
export type AccountUpdatedMessage = z.infer<typeof AccountUpdatedMessageSchema>;
export type InvoiceUpdatedMessage = z.infer<typeof InvoiceUpdatedMessageSchema>;

/** Messages also kept for a player who is offline (missed notifications), with their `event`. */
export type NotifiableMessage = Extract<RealtimeMessage, { event: string }>;
/**
 * An inbox message kept for a player who is not connected (a limit notice, issue 35): with its
 * `event`, the missed-notification buffer hands it to the site at its next start.
 */
export type KeptInboxMessage = InboxUpdatedMessage & { event: 'messenger.notifications.updated' };

/**
 * POST /api/connection/emulation (also /emulation): one batch of Centrifuge commands of an
 * emulation session (`http_stream` or `sse`), as the `centrifuge` client sends it; `session` and
 * `node` come from its connect reply, `data` is the newline-separated JSON commands.
 */
export const EmulationRequestSchema = z
  .object({
    session: z.string().min(1).max(64),
    node: z.string().max(100).optional(),
    data: z.string().max(65_536),
  })
  .meta({ id: 'EmulationRequest' });

/** GET /api/connection/sse: the client's connect command (JSON) in `cf_connect`. */
export const SseConnectQuerySchema = z.object({ cf_connect: z.string().max(65_536) });

/** POST /api/connection/http_stream: the client's connect command. */
export const HttpStreamConnectSchema = z
  .object({ id: z.number().int().positive(), connect: z.record(z.string(), z.unknown()) })
  .meta({ id: 'RealtimeConnectCommand' });
