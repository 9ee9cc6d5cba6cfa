import { ACCOUNT_STATUS, type PlayGameResponse } from '@casino/contracts';
import { fail, ok, type Result } from '../../shared/result.ts';
import { listAccounts } from '../wallet/service.ts';
import type { GameContext } from './context.ts';
import type { GameFailure } from './failures.ts';
import * as repo from './repository.ts';

export interface LaunchInput {
  /** Game id or identity. */
  key: string;
  real: boolean;
  locale?: string;
  /** The logged-in player, if any. */
  playerId: string | null;
  /** Where the caller is (the geo header), if known. */
  country?: string | null;
}

const LOCALE = /^[a-z]{2}(-[a-z]{2})?$/;

/**
 * Whether a time-out or self-exclusion runs (issue 27): the bet guard asked about a zero stake,
 * which only an exclusion refuses (a bet or loss limit counts no zero stake).
 */
async function isExcluded(
  ctx: GameContext,
  playerId: string,
  gameIdentity: string,
  currency = '',
): Promise<boolean> {
  const bet = { playerId, currency, amount: 0, gameIdentity };
  const verdict = await ctx.db.transaction((tx) => ctx.betGuard(bet, tx));
  return !verdict.allowed && verdict.reason === 'self_exclusion';
}

/**
 * The launch URL of a game. Demo: anyone, virtual credits at the provider, no token. Real
 * money: a logged-in player whose active account holds money; a launch token (TTL
 * GAME_LAUNCH_TOKEN_TTL_SECONDS) names player, account, currency and game; refused during a
 * time-out or self-exclusion (demo stays open: it never touches the wallet). A game whose
 * provider is switched off in the caller's country is refused there, demo or not. Either way a
 * logged-in player's launch goes to the top of their recently played games.
 */
export async function launchGame(
  ctx: GameContext,
  input: LaunchInput,
): Promise<Result<PlayGameResponse, GameFailure>> {
  const game = await repo.findLaunchableGame(ctx.db, input.key);
  if (!game) return fail({ kind: 'game_not_found' });
  const adapter = ctx.providers.get(game.providerIdentity);
  if (!adapter) return fail({ kind: 'provider_unavailable' });
  // Switched off in the caller's country by the operators (issue 34): demo and real alike, as
  // its games are not in that country's lobby (the content is not offered there).
  if (input.country && game.providerDisabledCountries.includes(input.country)) {
    return fail({ kind: 'unavailable_in_country' });
  }
  const locale = input.locale && LOCALE.test(input.locale) ? input.locale : 'en';
  const lobbyUrl = `${ctx.publicUrl}${locale === 'en' ? '' : `/${locale}`}/games`;
  const now = ctx.clock.now();

  if (!input.real) {
    if (!game.hasDemo) return fail({ kind: 'demo_unavailable' });
    if (input.playerId) await repo.upsertPlayed(ctx.db, input.playerId, game.id, now);
    return ok({
      url: adapter.launchUrl({ game, mode: 'demo', locale, lobbyUrl }),
      mode: 'demo',
    });
  }

  if (!input.playerId) return fail({ kind: 'login_required' });
  const accounts = await listAccounts(ctx.wallet, input.playerId);
  const active = accounts.find((a) => a.status === ACCOUNT_STATUS.active);
  if (await isExcluded(ctx, input.playerId, game.identity, active?.currency)) {
    return fail({ kind: 'self_exclusion' });
  }
  // Free spins to play in this game open it without money on the account.
  if (
    !active ||
    (active.balance <= 0 &&
      !(await ctx.bonus.hasFreeSpins(input.playerId, game.identity, active.currency)))
  )
    return fail({ kind: 'no_funds' });
  const token = await repo.createLaunchToken(ctx.db, {
    playerId: input.playerId,
    walletAccountId: active.id,
    currency: active.currency,
    gameId: game.id,
    providerId: game.providerId,
    expiresAt: new Date(now.getTime() + ctx.launchTokenTtlMs),
  });
  await repo.upsertPlayed(ctx.db, input.playerId, game.id, now);
  return ok({
    url: adapter.launchUrl({
      game,
      mode: 'real',
      token,
      locale,
      lobbyUrl,
      playerId: input.playerId,
      currency: active.currency,
    }),
    mode: 'real',
    currency: active.currency,
  });
}
