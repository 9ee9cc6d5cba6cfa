import { randomUUID } from 'node:crypto';
import { signSeamless } from '../../apps/server/src/modules/game/seamless/signature.ts';
import {
  CARD_WEBHOOK_PATH,
  cardDeposit,
  cardPaidWebhook,
  registration,
} from '../../bench/bench-player.ts';

/**
 * What a player (and the providers around them) do to the site over real HTTP: the load test's
 * and the cluster test's one way to register, deposit, play and withdraw.
 */

export class HttpError extends Error {
  readonly status: number;
  constructor(what: string, status: number, body: string) {
    super(`${what}: ${status} ${body.slice(0, 300)}`);
    this.status = status;
  }
}

async function send(what: string, url: string, init: RequestInit): Promise<unknown> {
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(15_000) });
  const text = await response.text();
  if (!response.ok) throw new HttpError(what, response.status, text);
  return text ? JSON.parse(text) : null;
}

const json = (body: unknown, headers: Record<string, string> = {}) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', ...headers },
  body: typeof body === 'string' ? body : JSON.stringify(body),
});

export interface Player {
  id: string;
  email: string;
  accessToken: string;
  headers: Record<string, string>;
}

/** A new player with a USD account, registered through `siteUrl`. */
export async function register(siteUrl: string, password = 'cluster-load-1'): Promise<Player> {
  const body = registration('cluster', password);
  const tokens = (await send('register', `${siteUrl}/api/player/register`, json(body))) as {
    accessToken: string;
  };
  const claims = JSON.parse(
    Buffer.from(tokens.accessToken.split('.')[1]!, 'base64url').toString(),
  ) as { sub: string };
  return {
    id: claims.sub,
    email: body.email,
    accessToken: tokens.accessToken,
    headers: { authorization: `Bearer ${tokens.accessToken}` },
  };
}

/** A card deposit invoice of `amount` cents: the player's step before the checkout. */
export async function createDeposit(
  siteUrl: string,
  player: Player,
  amount: number,
  /** The same key on a retry: the same invoice. */
  idempotencyKey = randomUUID(),
) {
  const { invoice } = (await send(
    'deposit invoice',
    `${siteUrl}/api/payment/invoices/deposit`,
    json({ ...cardDeposit(amount), idempotencyKey }, player.headers),
  )) as { invoice: { id: string; amount: number; currency: string } };
  return invoice;
}

/**
 * The sandbox card provider's signed webhook saying the invoice was paid. The same event id on a
 * retry: a webhook that arrives twice credits once.
 */
export function payDeposit(
  siteUrl: string,
  cardSecret: string,
  invoice: { id: string; amount: number; currency: string },
  eventId = `evt_${randomUUID()}`,
) {
  const webhook = cardPaidWebhook(cardSecret, invoice, eventId);
  return send('deposit webhook', `${siteUrl}${CARD_WEBHOOK_PATH}`, {
    method: 'POST',
    headers: webhook.headers,
    body: webhook.body,
  });
}

/** A real-money launch of `identity`: the token the provider's seamless calls carry. */
export async function launch(siteUrl: string, player: Player, identity: string): Promise<string> {
  const { url } = (await send(
    'launch',
    `${siteUrl}/api/game/games/${identity}/play`,
    json({ real: true, locale: 'en' }, player.headers),
  )) as { url: string };
  return new URL(url).searchParams.get('token')!;
}

export interface SeamlessBet {
  token: string;
  transactionId: string;
  roundId: string;
  gameIdentity: string;
  amount: number;
  currency: string;
}

export const newBet = (token: string, gameIdentity: string, amount: number): SeamlessBet => ({
  token,
  transactionId: `tx-${randomUUID()}`,
  roundId: `round-${randomUUID()}`,
  gameIdentity,
  amount,
  currency: 'USD',
});

/** A seamless-wallet call signed as the built-in provider signs it: the reply (`balance`). */
export async function seamless(
  siteUrl: string,
  secret: string,
  call: 'bet' | 'win',
  body: object,
): Promise<{ balance: number }> {
  const payload = JSON.stringify(body);
  return (await send(
    `seamless ${call}`,
    `${siteUrl}/api/seamless/builtin/${call}`,
    json(payload, signSeamless(secret, payload)),
  )) as { balance: number };
}

/** A pending card withdrawal of `amount` cents; the same idempotency key on a retry. */
export function withdraw(
  siteUrl: string,
  player: Player,
  amount: number,
  idempotencyKey = randomUUID(),
) {
  return send(
    'withdrawal',
    `${siteUrl}/api/payment/invoices/withdrawal`,
    json(
      {
        method: 'sandbox-card',
        currency: 'USD',
        amount,
        fields: { cardNumber: '4242 4242 4242 4242' },
        idempotencyKey,
      },
      player.headers,
    ),
  );
}

/** The player's USD balance in cents. */
export async function balanceOf(siteUrl: string, player: Player): Promise<number> {
  const { items } = (await send('accounts', `${siteUrl}/api/wallet/accounts`, {
    headers: player.headers,
  })) as { items: Array<{ currency: string; balance: number }> };
  return items.find((a) => a.currency === 'USD')!.balance;
}

/** One page of the lobby, as a visitor browsing it. */
export function browseLobby(siteUrl: string, page = 1) {
  return send('lobby', `${siteUrl}/api/game/games?perPage=24&page=${page}`, {});
}
