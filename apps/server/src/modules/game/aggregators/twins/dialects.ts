import { randomUUID } from 'node:crypto';
import {
  HUB88_SIGNATURE_HEADER,
  SLOTEGRATOR_MERCHANT_HEADER,
  SLOTEGRATOR_NONCE_HEADER,
  SLOTEGRATOR_SIGN_HEADER,
  SLOTEGRATOR_TIMESTAMP_HEADER,
  SOFTSWISS_SIGNATURE_HEADER,
} from '@casino/contracts';
import type { Clock } from '../../../../shared/clock.ts';
import {
  EVERYMATRIX_PREFIX,
  EVERYMATRIX_WALLET_PATH,
  minorToEverymatrix,
} from '../everymatrix/routes.ts';
import { signEverymatrix } from '../everymatrix/signature.ts';
import { HUB88_PREFIX, minorToHub88 } from '../hub88/routes.ts';
import { signHub88 } from '../hub88/signature.ts';
import { minorDigits } from '../raw-body.ts';
import { SLOTEGRATOR_PREFIX } from '../slotegrator/routes.ts';
import { signSlotegrator } from '../slotegrator/signature.ts';
import { SOFTSWISS_PREFIX } from '../softswiss/routes.ts';
import { signSoftswiss } from '../softswiss/signature.ts';

/** How a twin reaches the casino: real HTTP to its own address (in-process before listening). */
export type TwinFetch = (
  path: string,
  init: { method: string; headers: Record<string, string>; body?: string },
) => Promise<Response>;

export interface TwinSession {
  token: string;
  user: string;
  game: string;
}

/** One played round as the twin reports it to its page. */
export type SpinResult =
  | { ok: true; balance: number; currency: string }
  | { ok: false; message: string; balance?: number };

/** What a twin aggregator does against the casino's wallet, in its own dialect. */
export interface TwinDialect {
  balance(session: TwinSession): Promise<SpinResult>;
  /** One round: its stake and its payout (0: lost), both in minor units. */
  round(session: TwinSession, currency: string, stake: number, win: number): Promise<SpinResult>;
  /** Reports a free-rounds campaign played to the end (dialects with a free-rounds API). */
  freeRoundsDone?(session: TwinSession, campaign: FinishedCampaign): Promise<SpinResult>;
}

/** A free-rounds campaign the twin played to the end. */
export interface FinishedCampaign {
  reference: string;
  game: string;
  currency: string;
  played: number;
  /** Minor units. */
  totalWin: number;
}

async function readJson(response: Response): Promise<Record<string, unknown>> {
  return ((await response.json().catch(() => ({}))) ?? {}) as Record<string, unknown>;
}

/** The Hub88 twin: signs each body with its private key; bet, then win naming the bet. */
export function hub88Dialect(fetch: TwinFetch, privateKey: () => Promise<string>): TwinDialect {
  const call = async (path: string, payload: object) => {
    const body = JSON.stringify(payload);
    const response = await fetch(`${HUB88_PREFIX}${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [HUB88_SIGNATURE_HEADER]: signHub88(await privateKey(), body),
      },
      body,
    });
    return readJson(response);
  };
  const answer = (json: Record<string, unknown>): SpinResult => {
    const currency = String(json.currency ?? 'USD');
    const balance =
      typeof json.balance === 'number' ? json.balance / minorToHub88(1, currency) : undefined;
    return json.status === 'RS_OK'
      ? { ok: true, balance: balance ?? 0, currency }
      : { ok: false, message: String(json.status), balance };
  };
  return {
    async balance(session) {
      return answer(
        await call('/user/balance', {
          request_uuid: randomUUID(),
          token: session.token,
          user: session.user,
          game_code: session.game,
        }),
      );
    },
    async round(session, currency, stake, win) {
      const round = randomUUID();
      const bet = randomUUID();
      const base = {
        token: session.token,
        user: session.user,
        game_code: session.game,
        round,
        currency,
      };
      const staked = answer(
        await call('/transaction/bet', {
          ...base,
          request_uuid: randomUUID(),
          transaction_uuid: bet,
          amount: minorToHub88(stake, currency),
        }),
      );
      if (!staked.ok) return staked;
      return answer(
        await call('/transaction/win', {
          ...base,
          request_uuid: randomUUID(),
          transaction_uuid: randomUUID(),
          reference_transaction_uuid: bet,
          amount: minorToHub88(win, currency),
          round_closed: true,
        }),
      );
    },
    // Hub88's reward wins: one win naming the reward, with no bet of its own (is_free).
    async freeRoundsDone(session, campaign) {
      return answer(
        await call('/transaction/win', {
          request_uuid: randomUUID(),
          token: session.token,
          user: session.user,
          game_code: campaign.game,
          round: `reward-${campaign.reference}`,
          transaction_uuid: `reward-${campaign.reference}`,
          reference_transaction_uuid: `reward-${campaign.reference}`,
          currency: campaign.currency,
          amount: minorToHub88(campaign.totalWin, campaign.currency),
          is_free: true,
          reward_uuid: campaign.reference,
          round_closed: true,
        }),
      );
    },
  };
}

/** The SoftSwiss twin: one signed `/play` with the bet and the win of the round. */
export function softswissDialect(fetch: TwinFetch, authToken: () => Promise<string>): TwinDialect {
  const post = async (path: string, payload: object): Promise<SpinResult> => {
    const body = JSON.stringify(payload);
    const response = await fetch(`${SOFTSWISS_PREFIX}${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [SOFTSWISS_SIGNATURE_HEADER]: signSoftswiss(await authToken(), body),
      },
      body,
    });
    const json = await readJson(response);
    const balance = typeof json.balance === 'number' ? json.balance : undefined;
    return response.ok
      ? { ok: true, balance: balance ?? 0, currency: '' }
      : { ok: false, message: String(json.message ?? `HTTP ${response.status}`), balance };
  };
  const play = (payload: object) => post('/play', payload);
  return {
    balance: (session) =>
      play({
        user_id: session.user,
        session_id: session.token,
        currency: 'USD',
        game: session.game,
        game_id: randomUUID(),
      }),
    async round(session, currency, stake, win) {
      const result = await play({
        user_id: session.user,
        session_id: session.token,
        currency,
        game: session.game,
        game_id: randomUUID(),
        finished: true,
        actions: [
          { action: 'bet', action_id: randomUUID(), amount: stake },
          ...(win > 0 ? [{ action: 'win', action_id: randomUUID(), amount: win }] : []),
        ],
      });
      return result.ok ? { ...result, currency } : result;
    },
    // SoftSwiss's freespins callback: the issue played out, with its total.
    async freeRoundsDone(session, campaign) {
      const result = await post('/freespins', {
        issue_id: campaign.reference,
        user_id: session.user,
        currency: campaign.currency,
        game: campaign.game,
        status: 'played',
        played: campaign.played,
        total_amount: campaign.totalWin,
      });
      return result.ok ? { ...result, currency: campaign.currency } : result;
    },
  };
}

/**
 * The EveryMatrix twin: every call to the one endpoint, named by `Request` and hashed with the
 * shared secret; a round is a `WalletDebit` wager, then a `WalletCredit` result naming it.
 */
export function everymatrixDialect(fetch: TwinFetch, secret: () => Promise<string>): TwinDialect {
  const call = async (fields: Record<string, unknown>): Promise<SpinResult> => {
    const body = JSON.stringify({ ...fields, Hash: signEverymatrix(fields, await secret()) });
    const response = await fetch(`${EVERYMATRIX_PREFIX}${EVERYMATRIX_WALLET_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
    const json = await readJson(response);
    const currency = String(json.Currency ?? 'USD');
    const balance =
      typeof json.Balance === 'number'
        ? Math.round(json.Balance * 10 ** minorDigits(currency))
        : undefined;
    return json.ReturnCode === 0
      ? { ok: true, balance: balance ?? 0, currency }
      : { ok: false, message: `${String(json.ReturnCode)} ${String(json.Message)}`, balance };
  };
  return {
    balance: (session) =>
      call({ Request: 'GetBalance', Token: session.token, GameId: session.game }),
    async round(session, currency, stake, win) {
      const base = {
        Token: session.token,
        RoundId: randomUUID(),
        GameId: session.game,
        Currency: currency,
      };
      const wager = randomUUID();
      const staked = await call({
        ...base,
        Request: 'WalletDebit',
        TransactionType: 'Wager',
        ExternalId: wager,
        Amount: minorToEverymatrix(stake, currency),
      });
      if (!staked.ok) return staked;
      return call({
        ...base,
        Request: 'WalletCredit',
        TransactionType: 'Result',
        ExternalId: randomUUID(),
        BetExternalId: wager,
        Amount: minorToEverymatrix(win, currency),
        RoundEnd: true,
      });
    },
  };
}

export { minorDigits };

/**
 * The Slotegrator twin: form-encoded calls to one callback, signed with the merchant key over
 * the params and the auth headers; a round is a bet, then its win (zero for a loss) closing it.
 */
export function slotegratorDialect(
  fetch: TwinFetch,
  merchantKey: () => Promise<string>,
  { merchantId, clock }: { merchantId: string; clock: Clock },
): TwinDialect {
  const call = async (params: Record<string, string>, currency: string): Promise<SpinResult> => {
    const pairs = Object.entries(params);
    const auth = {
      merchantId,
      timestamp: String(Math.floor(clock.now().getTime() / 1000)),
      nonce: randomUUID().replaceAll('-', ''),
    };
    const response = await fetch(SLOTEGRATOR_PREFIX, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        [SLOTEGRATOR_MERCHANT_HEADER]: auth.merchantId,
        [SLOTEGRATOR_TIMESTAMP_HEADER]: auth.timestamp,
        [SLOTEGRATOR_NONCE_HEADER]: auth.nonce,
        [SLOTEGRATOR_SIGN_HEADER]: signSlotegrator(await merchantKey(), pairs, auth),
      },
      body: new URLSearchParams(pairs).toString(),
    });
    const json = await readJson(response);
    if (typeof json.error_code === 'string') {
      return { ok: false, message: String(json.error_description ?? json.error_code) };
    }
    const balance = Math.round(Number(json.balance) * 10 ** minorDigits(currency));
    return { ok: true, balance, currency };
  };
  const major = (minor: number, currency: string) =>
    (minor / 10 ** minorDigits(currency)).toFixed(minorDigits(currency));
  return {
    balance: (session) =>
      call(
        {
          action: 'balance',
          player_id: session.user,
          currency: 'USD',
          session_id: session.token,
          game_uuid: session.game,
        },
        'USD',
      ),
    async round(session, currency, stake, win) {
      const base = {
        player_id: session.user,
        currency,
        session_id: session.token,
        game_uuid: session.game,
        round_id: randomUUID(),
      };
      const staked = await call(
        {
          ...base,
          action: 'bet',
          amount: major(stake, currency),
          transaction_id: randomUUID(),
          type: 'bet',
        },
        currency,
      );
      if (!staked.ok) return staked;
      return call(
        {
          ...base,
          action: 'win',
          amount: major(win, currency),
          transaction_id: randomUUID(),
          type: 'win',
          finished: '1',
        },
        currency,
      );
    },
  };
}
