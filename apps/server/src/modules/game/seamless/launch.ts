import type { Db } from '@casino/db';
import { findAccount, type WalletContext } from '../../wallet/service.ts';
import type { GameContext } from '../context.ts';
import { findLaunchToken, type LaunchToken, launchTokenHash } from '../repository.ts';
import type { SeamlessProvider } from './process.ts';
import { badRequest, invalidToken, refuse } from './replies.ts';
import type { Round } from './repository.ts';

/**
 * Values by key, up to `max`: the one written longest ago goes first when a new key comes. A
 * key written again replaces its value and counts as just written (a round's state changes with
 * each of its calls; a launch is written once).
 */
export interface Kept<T> {
  get(key: string): T | undefined;
  set(key: string, value: T): void;
}

export function createKept<T>(max: number): Kept<T> {
  const values = new Map<string, T>();
  return {
    get: (key) => values.get(key),
    set(key, value) {
      if (!values.delete(key) && values.size >= max) values.delete(values.keys().next().value!);
      values.set(key, value);
    },
  };
}

/** Launches by token hash: a launch token's row is never changed once written. */
export type LaunchCache = Kept<LaunchToken>;

/** Keeps up to `max` launches, so a call after the first reads none. */
export const createLaunchCache = (max = 50_000): LaunchCache => createKept(max);

/**
 * Rounds by `roundKey` as this instance's last call of each left them (issue 31): a bet into a
 * round opened here names it in its stake, and a win pays on its stakes, before the round's row
 * answers. Only a guess: the call checks it against the row it locked (`sameRound`).
 */
export type RoundStates = Kept<Round>;

export const createRoundStates = (max = 50_000): RoundStates => createKept(max);

/** The round as a payout depends on it: its owner, its money and its state. */
export const sameRound = (a: Round, b: Round) =>
  a.id === b.id &&
  a.playerId === b.playerId &&
  a.currency === b.currency &&
  a.gameId === b.gameId &&
  a.stake === b.stake &&
  a.realStake === b.realStake &&
  a.bonusStake === b.bonusStake &&
  a.win === b.win &&
  a.status === b.status;

export const roundKey = (providerId: string, providerRoundId: string) =>
  `${providerId}:${providerRoundId}`;

/**
 * The launch `provider` issued with this token, or null (unknown, or another provider's); read
 * through `db` (the caller's transaction) the first time, then kept (issue 31).
 */
export async function findLaunch(
  ctx: GameContext,
  db: Db,
  provider: SeamlessProvider,
  token: string,
): Promise<LaunchToken | null> {
  const hash = launchTokenHash(token);
  const kept = ctx.launches.get(hash);
  if (kept) return kept.providerId === provider.id ? kept : null;
  const launch = await findLaunchToken(db, hash, provider.id);
  if (launch) ctx.launches.set(hash, launch);
  return launch;
}

/** The launch behind `token` if it is kept already (no read), else undefined. */
export function keptLaunch(
  ctx: GameContext,
  provider: SeamlessProvider,
  token: string,
): LaunchToken | undefined {
  const kept = ctx.launches.get(launchTokenHash(token));
  return kept?.providerId === provider.id ? kept : undefined;
}

/** The launch behind a call's token, or a 401 `invalid_token` refusal. */
export async function launchOf(
  ctx: GameContext,
  db: Db,
  provider: SeamlessProvider,
  token: string,
): Promise<LaunchToken> {
  return (await findLaunch(ctx, db, provider, token)) ?? refuse(invalidToken());
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
