import { randomUUID } from 'node:crypto';
import { registerByApi } from './session.ts';

export interface RegisteredPlayer {
  email: string;
  accessToken: string;
  refreshToken: string;
}

/** A new player with a USD account, registered through the API of the running site. */
export async function registerPlayer(
  siteUrl: string,
  prefix = 'player',
): Promise<RegisteredPlayer> {
  const email = `${prefix}${Date.now()}${Math.random().toString(36).slice(2, 6)}@example.com`;
  const tokens = await registerByApi(siteUrl, email, { currency: 'USD', country: 'US' });
  return { email, ...tokens };
}

/** A USD card deposit invoice of `amount` (minor units): its id and the hosted checkout's address. */
export async function postCardInvoice(siteUrl: string, accessToken: string, amount: number) {
  const created = await fetch(`${siteUrl}/api/payment/invoices/deposit`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${accessToken}` },
    body: JSON.stringify({
      method: 'sandbox-card',
      currency: 'USD',
      amount,
      idempotencyKey: randomUUID(),
    }),
  });
  if (created.status !== 200) throw new Error(`deposit invoice: ${created.status}`);
  return (await created.json()) as { invoice: { id: string }; redirectUrl: string };
}

/** A USD card deposit invoice of `amount` (minor units) created with the player's token: its id. */
export async function createCardInvoice(
  siteUrl: string,
  accessToken: string,
  amount: number,
): Promise<string> {
  return (await postCardInvoice(siteUrl, accessToken, amount)).invoice.id;
}

/**
 * Deposits `amount` cents (USD) by the sandbox card through its hosted checkout, as a player
 * would, and waits until the account shows the credit.
 */
export async function fundByCard(
  siteUrl: string,
  accessToken: string,
  amount: number,
  /** The balance once credited (more than `amount` when a deposit bonus comes with it). */
  credited = amount,
) {
  const { redirectUrl } = await postCardInvoice(siteUrl, accessToken, amount);
  const paid = await fetch(redirectUrl, {
    method: 'POST',
    body: new URLSearchParams({
      cardNumber: '4242 4242 4242 4242',
      expiry: '12/40',
      cvc: '123',
      name: 'Ada L',
    }),
    redirect: 'manual',
  });
  if (paid.status !== 303) throw new Error(`sandbox checkout: ${paid.status}`);
  const balance = async () => {
    const reply = await fetch(`${siteUrl}/api/wallet/accounts`, {
      headers: { authorization: `Bearer ${accessToken}` },
    });
    return ((await reply.json()) as { items: { balance: number }[] }).items[0]?.balance;
  };
  // A plain loop, not expect.poll: suites call this from beforeAll too.
  for (const started = Date.now(); (await balance()) !== credited; ) {
    if (Date.now() - started > 20_000) throw new Error(`the deposit of ${amount} was not credited`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** A pending USD withdrawal to the sandbox test card; its invoice number. */
export async function requestWithdrawal(siteUrl: string, accessToken: string, amount: number) {
  const response = await fetch(`${siteUrl}/api/payment/invoices/withdrawal`, {
    method: 'POST',
    headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      method: 'sandbox-card',
      currency: 'USD',
      amount,
      fields: { cardNumber: '4242 4242 4242 4242' },
      idempotencyKey: randomUUID(),
    }),
  });
  if (response.status !== 200) throw new Error(`withdrawal refused: ${await response.text()}`);
  return ((await response.json()) as { invoice: { id: string; number: string } }).invoice;
}
