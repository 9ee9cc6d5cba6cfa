import {
  type ConnectData,
  PUBLIC_CHANNELS,
  playerChannels,
  USER_CHANNEL_BASES,
} from '@casino/contracts';
import { TOKEN_NAMESPACES } from '@casino/contracts/channels';
import { ERRORS, type ProtocolError } from './protocol.ts';

const USER_BOUNDARY = '#';
const USER_SEPARATOR = ',';
const MAX_CHANNEL_LENGTH = 255;

const userBases = new Set<string>(USER_CHANNEL_BASES);
const publicChannels = new Set<string>(PUBLIC_CHANNELS);
const tokenNamespaces = new Set<string>(TOKEN_NAMESPACES);

/** Channels subscribed with a subscription token the API handed out (`support:...`). */
export function needsSubscriptionToken(channel: string): boolean {
  const colon = channel.indexOf(':');
  return (
    colon > 0 && !channel.includes(USER_BOUNDARY) && tokenNamespaces.has(channel.slice(0, colon))
  );
}

/**
 * May a connection of `userId` ('' = anonymous) subscribe to `channel`? Centrifugo's rules:
 * a user-limited channel (`wallet:accounts#42`, users after `#`, comma-separated) only for a
 * listed user; the public channels for anyone; anything else is unknown. Null means allowed.
 */
export function authorizeChannel(channel: string, userId: string): ProtocolError | null {
  if (!channel || channel.length > MAX_CHANNEL_LENGTH) return ERRORS.badRequest;
  const boundary = channel.indexOf(USER_BOUNDARY);
  if (boundary === -1) return publicChannels.has(channel) ? null : ERRORS.unknownChannel;
  const base = channel.slice(0, boundary);
  if (!userBases.has(base)) return ERRORS.unknownChannel;
  const users = channel.slice(boundary + 1).split(USER_SEPARATOR);
  if (userId === '' || !users.includes(userId)) return ERRORS.permissionDenied;
  return null;
}

/**
 * The connect reply's `data` (docs/product/entities.md#realtime-connect-reply): the connection's
 * user ('' = guest) and every channel it may subscribe to without a subscription token.
 */
export function connectData(userId: string): ConnectData {
  return {
    user: userId,
    channels: [...(userId ? playerChannels(userId) : []), ...PUBLIC_CHANNELS],
  };
}
