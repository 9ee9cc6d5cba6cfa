/**
 * Realtime channel names (docs/product/realtime.md#channels), zod-free so the browser's lazy
 * realtime chunk can import them. Channels ending in `#{playerId}` are user-limited: only a
 * connection of that player may subscribe (Centrifugo's `#` rule). `game:winners` is public.
 */
export const CHANNELS = {
  accounts: (playerId: string) => `wallet:accounts#${playerId}`,
  invoices: (playerId: string) => `payment:invoices#${playerId}`,
  bonusCodes: (playerId: string) => `bonus:player-bonus-codes#${playerId}`,
  bonuses: (playerId: string) => `bonus:player-bonuses#${playerId}`,
  freespins: (playerId: string) => `bonus:player-freespins#${playerId}`,
  bets: (playerId: string) => `game:bets#${playerId}`,
  verification: (playerId: string) => `player:verification#${playerId}`,
  loyalty: (playerId: string) => `retention:accounts#${playerId}`,
  inbox: (playerId: string) => `messenger:notifications#${playerId}`,
  retentionQuests: (playerId: string) => `retention:quests#${playerId}`,
  winners: 'game:winners',
  /** Tournament leaderboards (issue 33): public, like the winners. */
  tournaments: 'tournaments',
} as const;

/** The part before `#` of every user-limited channel. */
export const USER_CHANNEL_BASES = [
  'wallet:accounts',
  'payment:invoices',
  'bonus:player-bonus-codes',
  'bonus:player-bonuses',
  'bonus:player-freespins',
  'game:bets',
  'player:verification',
  'retention:accounts',
  'messenger:notifications',
  'retention:quests',
] as const;

/** Channels any connection may subscribe to, anonymous ones included. */
export const PUBLIC_CHANNELS = [CHANNELS.winners, CHANNELS.tournaments] as const;

/** Every user-limited channel of one player, in the order the site subscribes to them. */
export const playerChannels = (playerId: string): string[] =>
  USER_CHANNEL_BASES.map((base) => `${base}#${playerId}`);

/**
 * Namespaces whose channels need a subscription token the API hands out (Centrifugo's
 * subscription JWT: `sub` = the connection's user, `channel`, `exp`): the support chat's
 * `support:{conversationId}` for its player, guest or agents, and `support:queue` for agents.
 */
export const TOKEN_NAMESPACES = ['support'] as const;
export const supportChannel = (conversationId: string) => `support:${conversationId}`;
export const SUPPORT_QUEUE_CHANNEL = 'support:queue';
