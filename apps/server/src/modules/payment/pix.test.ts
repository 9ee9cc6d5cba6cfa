import { randomUUID } from 'node:crypto';
import { CreateDepositResponseSchema, PaymentMethodListSchema } from '@casino/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { TEST_DATABASES } from '../../../test/databases.ts';
import { accountIn, postDeposit } from '../../../test/factories/payments.ts';
import {
  auth,
  declineDepositLimit,
  registerPlayer,
  type TestPlayer,
} from '../../../test/factories/players.ts';
import { freePort } from '../../../test/free-port.ts';
import { loadConfig } from '../../config.ts';
import { checkLedger } from '../wallet/service.ts';
import { PIX_WEBHOOK_PATH } from './providers/sandbox/pix-host.ts';

const { JURISDICTION_COUNTRIES } = loadConfig({ JURISDICTION_COUNTRIES: 'BR=br,GB=gb' });

describe.each(TEST_DATABASES)('Brazil: Pix, the only deposit rail, on $name', (db) => {
  let t: TestApp;
  let base: string;
  let brazilian: TestPlayer;
  beforeAll(async () => {
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    t = await buildTestApp(db, { PUBLIC_URL: base, JURISDICTION_COUNTRIES });
    // Listening: the providers' webhooks and the registers' twins go over real HTTP.
    await t.app.listen({ host: '127.0.0.1', port });
    brazilian = await registerPlayer(t.app, {
      country: 'BR',
      currency: 'BRL',
      cpf_number: '529.982.247-25',
    });
    await declineDepositLimit(t.app, brazilian);
  }, 60_000);
  afterAll(() => t?.close());

  const methods = async (player: TestPlayer, currency: string) =>
    PaymentMethodListSchema.parse(
      (
        await t.app.inject({
          url: `/api/payment/methods/deposit?currency=${currency}`,
          headers: auth(player.accessToken),
        })
      ).json(),
    ).items.map((m) => m.method);

  it('offers a BR player Pix only, and refuses another method naming the field', async () => {
    expect(await methods(brazilian, 'BRL')).toEqual(['pix']);
    const card = await postDeposit(t.app, brazilian, { currency: 'BRL', amount: 5_000 });
    expect(card.statusCode, card.body).toBe(400);
    expect(Object.keys(card.json().error.fields)).toEqual(['method']);
    // A player elsewhere holding BRL keeps every method.
    const other = await registerPlayer(t.app, { country: 'DE', currency: 'BRL' });
    await declineDepositLimit(t.app, other);
    expect(await methods(other, 'BRL')).toEqual(expect.arrayContaining(['sandbox-card', 'pix']));
  });

  it('credits a deposit paid on the QR / copy-paste page through the signed webhook', async () => {
    const res = await postDeposit(t.app, brazilian, {
      method: 'pix',
      currency: 'BRL',
      amount: 5_000,
    });
    expect(res.statusCode, res.body).toBe(200);
    const deposit = CreateDepositResponseSchema.parse(res.json());
    expect(deposit.redirectUrl).toMatch(new RegExp(`^${base}/sandbox/pix/\\w+$`));
    const page = await fetch(deposit.redirectUrl!);
    const html = await page.text();
    expect(html).toContain('<svg');
    // The BR Code: Pix's merchant account, BRL (986), the amount, BR, a CRC at the end.
    const code = /<textarea[^>]*>([^<]+)<\/textarea>/.exec(html)?.[1] ?? '';
    expect(code).toMatch(/^000201.*br\.gov\.bcb\.pix.*5303986540550\.005802BR.*6304[0-9A-F]{4}$/);
    expect((await accountIn(t.app, brazilian, 'BRL')).balance).toBe(0);

    const paid = await fetch(`${deposit.redirectUrl}/pay`, { method: 'POST', redirect: 'manual' });
    expect(paid.status).toBe(303);
    await t.app.payments.sender.flush();
    expect((await accountIn(t.app, brazilian, 'BRL')).balance).toBe(5_000);
    // Paying again changes nothing.
    await fetch(`${deposit.redirectUrl}/pay`, { method: 'POST', redirect: 'manual' });
    await t.app.payments.sender.flush();
    expect((await accountIn(t.app, brazilian, 'BRL')).balance).toBe(5_000);
    expect((await checkLedger(t.database.db)).mismatches).toEqual([]);
  });

  it('refuses a Pix webhook without a good signature', async () => {
    const res = await fetch(`${base}${PIX_WEBHOOK_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-sandbox-signature': 't=1,v1=00' },
      body: JSON.stringify({ id: randomUUID(), type: 'pix.paid', data: {} }),
    });
    expect(res.status).toBe(400);
  });

  it('asks the SIGAP twin over HTTP once listening: a listed CPF cannot register', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/player/register',
      payload: {
        email: `sigap-${randomUUID()}@example.com`,
        password: 'secret-123',
        password_confirmation: 'secret-123',
        currency: 'BRL',
        country: 'BR',
        agreements: true,
        cpf_number: '111.444.777-35', // on the SIGAP twin's list (README)
      },
    });
    expect(res.statusCode, res.body).toBe(403);
    expect(res.json().error.code).toBe('self_excluded');
  });
});
