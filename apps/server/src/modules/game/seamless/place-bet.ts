import { ACCOUNT_STATUS, BET_STATUS, type SeamlessBetRequestSchema } from '@casino/contracts';
import type { Tx } from '@casino/db';
import type { z } from 'zod';
import { uuidv7 } from '../../../shared/ids.ts';
import { findAccountStatus, placeStake, type WalletContext } from '../../wallet/service.ts';
import type { GameContext } from '../context.ts';
import type { LaunchToken } from '../repository.ts';
import { checkLaunchMatches, keptLaunch, launchOf, roundKey } from './launch.ts';
import { ledgerKeyOf, processOnce, type SeamlessProvider } from './process.ts';
import { failure, processAgain, type Reply, refuse, success } from './replies.ts';
import * as repo from './repository.ts';

type BetRequest = z.output<typeof SeamlessBetRequestSchema>;

/**
 * A stake sent with the bet's reads (issue 31): the round it names (the round's id kept here
 * from its first bet, else the id a new round gets), judged like the rest once they answer.
 */
interface StakeFirst {
  /** The id the round gets if this bet opens it. */
  openId: string;
  /** The round the stake names (`openId` unless the round is known here). */
  reference: string;
}

/**
 * What a bet reads before its judgement (the account's status, the bet guard's verdict, the
 * bonus maximum, the jurisdiction's maximum) and its round (created on its first bet, locked):
 * independent of each other, issued at once (one round trip). With `first`, the stake goes out
 * last in the same round trip, behind the guard's statements (a limited player's lock and use
 * read among them). A refusal rolls the round and the stake back with the rest.
 */
function betReads(
  ctx: GameContext,
  provider: SeamlessProvider,
  req: BetRequest,
  launch: LaunchToken,
  tx: Tx,
  wallet: WalletContext,
  first: StakeFirst | null,
) {
  const bet = {
    playerId: launch.playerId,
    currency: launch.currency,
    amount: req.amount,
    gameIdentity: req.gameIdentity,
  };
  return Promise.all([
    // A stake sent ahead answers the account's status (read under its locks): no read then.
    first ? null : findAccountStatus(wallet, launch.playerId, launch.walletAccountId),
    first && ctx.stakeFirst ? ctx.stakeFirst.judge(bet, tx) : ctx.betGuard(bet, tx),
    ctx.bonus.stakeAboveMaximum(tx, bet),
    repo.openRound(
      tx,
      {
        providerId: provider.id,
        providerRoundId: req.roundId,
        playerId: launch.playerId,
        walletAccountId: launch.walletAccountId,
        gameId: launch.gameId,
        currency: launch.currency,
      },
      first?.openId,
    ),
    // The player's jurisdiction caps a round's stake in this kind of game (issue 32).
    ctx.jurisdiction.stakeMaximum(tx, {
      playerId: launch.playerId,
      kind: launch.gameKind,
      currency: launch.currency,
    }),
    first && takeStake(wallet, provider, req, launch, first.reference),
  ]);
}

/** The stake: real money first, then bonus money, under the call's ledger key. */
function takeStake(
  wallet: WalletContext,
  provider: SeamlessProvider,
  req: BetRequest,
  launch: LaunchToken,
  roundId: string,
) {
  return placeStake(wallet, {
    playerId: launch.playerId,
    currency: launch.currency,
    amount: req.amount,
    idempotencyKey: ledgerKeyOf(provider, req.transactionId),
    reference: roundId,
  });
}

/** The account's status a stake sent ahead answered (null: not read). */
const statusOf = (stake: Awaited<ReturnType<typeof placeStake>>) =>
  stake.ok
    ? stake.value.status
    : stake.error.kind === 'insufficient_funds'
      ? (stake.error.accountStatus ?? null)
      : null;

/**
 * Whether a bet's stake may go out with its reads: a stake to take, and a guard that judges
 * with what it issues before the stake.
 */
function stakeFirstOf(
  ctx: GameContext,
  provider: SeamlessProvider,
  req: BetRequest,
  launch: LaunchToken,
): StakeFirst | null {
  if (req.amount <= 0 || !ctx.stakeFirst) return null;
  const openId = uuidv7();
  return { openId, reference: ctx.rounds.get(roundKey(provider.id, req.roundId))?.id ?? openId };
}

/**
 * A stake. Refused (nothing written) with a 401 for an unknown or expired token, 409 when a
 * rollback of this transaction came first, 403 `bet_refused` for an inactive account or when
 * the bet guard (limits, exclusion) says no, 422 `stake_above_jurisdiction_maximum` (with
 * `maxStake`, `currency`) above the player's jurisdiction's maximum for the game's kind, 402
 * `insufficient_funds` with the balance; every
 * refusal of the player's bet emits `game.bet.refused`. Otherwise the wallet takes the stake
 * (real money first) in the same transaction as the bet, the round and the call's record.
 */
export function placeBet(
  ctx: GameContext,
  provider: SeamlessProvider,
  req: BetRequest,
): Promise<Reply> {
  return processOnce(
    ctx,
    {
      provider,
      transactionId: req.transactionId,
      type: 'bet',
      body: req,
      // With the launch known already (every call after a token's first), the reads and the
      // round go out with the call's lock and record (issue 31): judged below, in the same
      // order, once the call is known to be new; a refusal or a replay rolls them back.
      // Where a guard judges with what it issues first, the stake goes out behind it: a bet in
      // 2 round trips; a guess that does not hold processes the call again without it.
      alongside: (tx, wallet) => {
        const launch = keptLaunch(ctx, provider, req.token);
        if (!launch) return undefined;
        const first = stakeFirstOf(ctx, provider, req, launch);
        return betReads(ctx, provider, req, launch, tx, wallet, first).then((reads) => ({
          reads,
          first,
        }));
      },
    },
    async ({ tx, wallet, id, rolledBackBefore }, early) => {
      const launch = await launchOf(ctx, tx, provider, req.token);
      checkLaunchMatches(launch, req);
      if (rolledBackBefore) {
        refuse(failure(409, 'transaction_rolled_back', 'This bet was rolled back before'));
      }
      if (launch.expiresAt <= ctx.clock.now()) {
        refuse(failure(401, 'token_expired', 'The launch token has expired: reopen the game'));
      }
      const refused = (
        reason:
          | 'insufficient_funds'
          | 'account_inactive'
          | 'limit'
          | 'self_exclusion'
          | 'bonus_max_stake',
      ) => ({
        type: 'game.bet.refused' as const,
        playerId: launch.playerId,
        gameIdentity: req.gameIdentity,
        reason,
      });
      const first = early?.first ?? null;
      const [readStatus, verdict, aboveMaximum, round, jurisdictionMax, takenFirst] =
        early?.reads ?? (await betReads(ctx, provider, req, launch, tx, wallet, null));
      const status = takenFirst
        ? (statusOf(takenFirst) ??
          (await findAccountStatus(wallet, launch.playerId, launch.walletAccountId)))
        : readStatus;
      if (status === null) {
        throw new Error(`launch token names a missing account ${launch.walletAccountId}`);
      }
      if (status !== ACCOUNT_STATUS.active) {
        refuse(
          failure(403, 'bet_refused', 'The account is not active', { reason: 'account_inactive' }),
          refused('account_inactive'),
        );
      }
      // The guard needs the player's lock and play counted before the stake.
      if (verdict === 'again') processAgain();
      if (!verdict.allowed) {
        refuse(
          failure(403, 'bet_refused', 'A limit or exclusion forbids this bet', {
            reason: verdict.reason,
          }),
          refused(verdict.reason),
        );
      }

      if (jurisdictionMax !== null && req.amount > jurisdictionMax) {
        refuse(
          failure(
            422,
            'stake_above_jurisdiction_maximum',
            "The stake is above the maximum of the player's jurisdiction for this game",
            { maxStake: jurisdictionMax, currency: launch.currency },
          ),
        );
      }
      if (aboveMaximum) {
        refuse(
          failure(403, 'bet_refused', 'The stake is above the maximum while a bonus is wagered', {
            reason: 'bonus_max_stake',
            maxStake: aboveMaximum.maxStake,
          }),
          refused('bonus_max_stake'),
        );
      }

      if (round.playerId !== launch.playerId || round.currency !== launch.currency) {
        refuse(
          failure(409, 'round_conflict', 'This roundId belongs to another player or currency'),
        );
      }
      if (round.status !== BET_STATUS.placed) {
        refuse(failure(409, 'round_closed', 'The round is already settled'));
      }
      // A stake sent ahead named another round than the one it went into (a round opened
      // elsewhere, a later bet of it): taken again, after the round's answer.
      if (first && round.id !== first.reference) {
        if (round.id !== first.openId) ctx.rounds.set(roundKey(provider.id, req.roundId), round);
        processAgain();
      }
      const stake = takenFirst || (await takeStake(wallet, provider, req, launch, round.id));
      if (!stake.ok) {
        if (stake.error.kind !== 'insufficient_funds')
          throw new Error(`stake failed: ${stake.error.kind}`);
        refuse(
          failure(402, 'insufficient_funds', 'The balance is too low for this bet', {
            balance: stake.error.balance,
            currency: launch.currency,
          }),
          refused('insufficient_funds'),
        );
      }
      const { real, bonus, balance } = stake.value;
      // The round as this bet leaves it: its win is paid on it ahead (win.ts).
      ctx.rounds.set(roundKey(provider.id, req.roundId), {
        ...round,
        stake: round.stake + req.amount,
        realStake: round.realStake + real,
        bonusStake: round.bonusStake + bonus,
      });
      return {
        reply: success({ balance, currency: launch.currency, transactionId: id }),
        roundId: round.id,
        amount: req.amount,
        moved: req.amount > 0,
        // The bet's row and the call's record: one statement, sent with the commit.
        finishWithRecord: (db, record) =>
          repo.insertBetAndCall(
            db,
            {
              roundId: round.id,
              providerId: provider.id,
              transactionId: req.transactionId,
              playerId: launch.playerId,
              amount: req.amount,
              real,
              bonus,
            },
            record,
          ),
      };
    },
  );
}
