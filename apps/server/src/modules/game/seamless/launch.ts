import type { Db } from '@casino/db';
import { findAccount, type WalletContext } from '../../wallet/service.ts';
import { findLaunchToken, type LaunchToken } from '../repository.ts';
import type { SeamlessProvider } from './process.ts';
import { badRequest, invalidToken, refuse } from './replies.ts';

/** The launch behind a call's token, or a 401 `invalid_token` refusal. */
export async function launchOf(
  db: Db,
  provider: SeamlessProvider,
  token: string,
): Promise<LaunchToken> {
  return (await findLaunchToken(db, token, provider.id)) ?? refuse(invalidToken());
}

/** The call must be about the launched game, in the launched account's currency. */
export function checkLaunchMatches(
  launch: LaunchToken,
  call: { currency: string; gameIdentity: string },
) {
  if (call.currency !== launch.currency) {
    refuse(badRequest('currency', `The game was launched in ${launch.currency}`));
  }
  checkLaunchGame(launch, call);
}

/** The call must name the game the token was issued for. */
export function checkLaunchGame(launch: LaunchToken, call: { gameIdentity: string }) {
  if (call.gameIdentity !== launch.gameIdentity) {
    refuse(badRequest('gameIdentity', `The token was issued for ${launch.gameIdentity}`));
  }
}

/** The launched account's status and its balance (real + bonus money). */
export async function accountOf(wallet: WalletContext, launch: LaunchToken) {
  const account = await findAccount(wallet, launch.playerId, { id: launch.walletAccountId });
  if (!account) throw new Error(`launch token names a missing account ${launch.walletAccountId}`);
  return account;
}
