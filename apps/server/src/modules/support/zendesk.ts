import { SignJWT } from 'jose';
import { fail, ok } from '../../shared/result.ts';
import { findPlayer } from '../player/account-service.ts';
import type { SupportContext, ZendeskSigning } from './context.ts';
import type { SupportFailure } from './failures.ts';

/** Zendesk messaging tokens live this long: the widget asks again when it needs one. */
export const ZENDESK_TOKEN_SECONDS = 300;
/** The product tag after the player id (spec: chat widgets identify users by a tagged id). */
const PRODUCT_TAG = 'aurora';

/**
 * A Zendesk messaging JWT for the signed-in player (docs/decisions/030): HS256 with the configured
 * key id (`kid`) and secret, `scope: user`, `external_id` (player id and product tag), name,
 * email and whether it is verified.
 */
export async function zendeskToken(
  ctx: SupportContext,
  zendesk: ZendeskSigning | null,
  playerId: string,
) {
  if (!zendesk) return fail<SupportFailure>({ kind: 'zendesk_not_configured' });
  const player = await findPlayer(ctx.db, playerId);
  if (!player) return fail<SupportFailure>({ kind: 'not_found' });
  const now = Math.floor(ctx.clock.now().getTime() / 1000);
  const name = [player.firstName, player.lastName].filter(Boolean).join(' ') || player.nickname;
  const token = await new SignJWT({
    scope: 'user',
    external_id: `${player.id}-${PRODUCT_TAG}`,
    email: player.email,
    email_verified: player.emailConfirmedAt !== null,
    ...(name ? { name } : {}),
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT', kid: zendesk.keyId })
    .setIssuedAt(now)
    .setExpirationTime(now + ZENDESK_TOKEN_SECONDS)
    .sign(new TextEncoder().encode(await zendesk.secret()));
  return ok({ token, expiresAt: now + ZENDESK_TOKEN_SECONDS });
}
