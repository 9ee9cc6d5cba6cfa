import { ACCOUNT_STATUS, type PlayGameResponse } from '@casino/contracts';
import { queryRows } from '@casino/db';
import { sql } from 'drizzle-orm';
import { fail, ok, type Result } from '../../shared/result.ts';
import { listAccounts } from '../wallet/service.ts';
import type { GameContext } from './context.ts';
import { createLaunchToken } from './launch-tokens.ts';
import { recordPlayed } from './player-games.ts';

export type LaunchFailure =
  | { kind: 'game_not_found' }
  | { kind: 'login_required' }
  | { kind: 'no_funds' }
  | { kind: 'demo_unavailable' }
  | { kind: 'provider_unavailable' };

export interface LaunchInput {
  /** Game id or identity. */
  key: string;
  real: boolean;
  locale?: string;
  /** The logged-in player, if any. */
  playerId: string | null;
}

const LOCALE = /^[a-z]{2}(-[a-z]{2})?$/;

async function findLaunchable(ctx: GameContext, key: string) {
  const rows = await queryRows<{
    id: string;
    identity: string;
    has_demo: boolean;
    provider_id: string;
    provider_identity: string;
  }>(
    ctx.db,
    sql`select g.id, g.identity, g.has_demo, g.provider_id, p.identity as provider_identity
      from games g join game_providers p on p.id = g.provider_id
      where (g.id::text = ${key} or g.identity = ${key}) and g.is_enabled and p.is_enabled
      limit 1`,
  );
  return rows[0] ?? null;
}

/**
 * The launch URL of a game. Demo: anyone, virtual credits at the provider, no token. Real
 * money: a logged-in player whose active account holds money; a launch token (TTL
 * GAME_LAUNCH_TOKEN_TTL_SECONDS) names player, account, currency and game. Either way a
 * logged-in player's launch goes to the top of their recently played games.
 */
export async function launchGame(
  ctx: GameContext,
  input: LaunchInput,
): Promise<Result<PlayGameResponse, LaunchFailure>> {
  const game = await findLaunchable(ctx, input.key);
  if (!game) return fail({ kind: 'game_not_found' });
  const adapter = ctx.providers.get(game.provider_identity);
  if (!adapter) return fail({ kind: 'provider_unavailable' });
  const locale = input.locale && LOCALE.test(input.locale) ? input.locale : 'en';
  const lobbyUrl = `${ctx.publicUrl}${locale === 'en' ? '' : `/${locale}`}/games`;
  const now = ctx.clock.now();

  if (!input.real) {
    if (!game.has_demo) return fail({ kind: 'demo_unavailable' });
    if (input.playerId) await recordPlayed(ctx.db, input.playerId, game.id, now);
    return ok({
      url: adapter.launchUrl({ game, mode: 'demo', locale, lobbyUrl }),
      mode: 'demo',
    });
  }

  if (!input.playerId) return fail({ kind: 'login_required' });
  const accounts = await listAccounts(ctx.wallet, input.playerId);
  const active = accounts.find((a) => a.status === ACCOUNT_STATUS.active);
  if (!active || active.balance <= 0) return fail({ kind: 'no_funds' });
  const token = await createLaunchToken(ctx.db, {
    playerId: input.playerId,
    walletAccountId: active.id,
    currency: active.currency,
    gameId: game.id,
    providerId: game.provider_id,
    expiresAt: new Date(now.getTime() + ctx.launchTokenTtlMs),
  });
  await recordPlayed(ctx.db, input.playerId, game.id, now);
  return ok({
    url: adapter.launchUrl({ game, mode: 'real', token, locale, lobbyUrl }),
    mode: 'real',
    currency: active.currency,
  });
}
