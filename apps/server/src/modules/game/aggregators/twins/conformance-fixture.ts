import { randomUUID } from 'node:crypto';
import {
  AccountListSchema,
  CreateDepositResponseSchema,
  LoginResponseSchema,
  PlayGameResponseSchema,
} from '@casino/contracts';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { checkLedger, listAccounts } from '../../../wallet/service.ts';
import type { GameContext } from '../../context.ts';
import { createLaunchToken, findLaunchToken, launchTokenHash } from '../../repository.ts';
import { findProviderId } from '../../seamless/repository.ts';

/** The conformance kit's sandbox fixture: a funded player and launches (sandbox mode only). */
export const CONFORMANCE_FIXTURE_PATH = '/sandbox/aggregators/conformance/session';

const Body = z.object({
  /** `builtin`, or an enabled aggregator's name. */
  provider: z.string().min(1).max(64),
  /** Minor units put on the account by a sandbox card deposit. */
  funds: z.number().int().min(100).max(1_000_000).default(100_000),
});

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/**
 * Makes a player the way a tester would (registered, funded with the sandbox card, a game of
 * the provider launched for real money) and adds a launch token already expired, then answers
 * what the kit needs to speak as that provider: its signing key (the twin's, sandbox only).
 */
export function conformanceFixture(
  ctx: GameContext,
  signingKey: (provider: string) => Promise<string | null>,
): FastifyPluginAsyncZod {
  return async (app) => {
    // The ledger effect the kit checks: the wallet's own balance, whatever the adapter answered.
    app.get(
      '/conformance/balance',
      { schema: { hide: true, querystring: z.object({ user: z.uuid() }) } },
      async (request) => {
        const accounts = await listAccounts(ctx.wallet, request.query.user);
        return { balance: accounts.reduce((sum, a) => sum + a.balance, 0) };
      },
    );
    // `wallet:check` over HTTP: the same ledger proof, while the server holds the database.
    app.get('/conformance/wallet-check', { schema: { hide: true } }, async () => {
      const report = await checkLedger(ctx.db);
      return {
        ok: report.mismatches.length === 0,
        accounts: report.accounts,
        transfers: report.transfers,
        mismatches: report.mismatches.slice(0, 20),
      };
    });
    app.post(
      '/conformance/session',
      { schema: { hide: true, body: Body } },
      async (request, reply) => {
        const { provider, funds } = request.body;
        const adapter = ctx.providers.get(provider);
        const key = await signingKey(provider);
        if (!adapter || !key) {
          return reply
            .code(404)
            .send({ error: { code: 'not_found', message: 'provider: not enabled here' } });
        }
        const session = await makePlayer(app, ctx, adapter, funds);
        const launch = await findLaunchToken(
          ctx.db,
          launchTokenHash(session.token),
          session.providerId,
        );
        if (!launch) throw new Error('the launch just made is missing');
        const expiredToken = await createLaunchToken(ctx.db, {
          playerId: launch.playerId,
          walletAccountId: launch.walletAccountId,
          currency: launch.currency,
          gameId: launch.gameId,
          providerId: launch.providerId,
          expiresAt: new Date(ctx.clock.now().getTime() - 60_000),
        });
        return {
          user: launch.playerId,
          currency: launch.currency,
          game: launch.gameIdentity,
          token: session.token,
          expiredToken,
          accessToken: session.accessToken,
          signingKey: key,
        };
      },
    );
  };
}

async function makePlayer(
  app: FastifyInstance,
  ctx: GameContext,
  adapter: { identity: string; listGames(): Promise<{ identity: string }[]> },
  funds: number,
) {
  const password = `kit-${randomUUID()}`;
  const registered = await app.inject({
    method: 'POST',
    url: '/api/player/register',
    payload: {
      email: `conformance-${randomUUID()}@example.com`,
      password,
      password_confirmation: password,
      currency: 'USD',
      country: 'DE',
      agreements: true,
    },
  });
  if (registered.statusCode !== 201) throw new Error(`register: ${registered.body}`);
  const { accessToken } = LoginResponseSchema.parse(registered.json());
  const deposit = await app.inject({
    method: 'POST',
    url: '/api/payment/invoices/deposit',
    headers: bearer(accessToken),
    payload: {
      method: 'sandbox-card',
      currency: 'USD',
      amount: funds,
      idempotencyKey: randomUUID(),
    },
  });
  if (deposit.statusCode !== 200) throw new Error(`deposit: ${deposit.body}`);
  const { invoice } = CreateDepositResponseSchema.parse(deposit.json());
  const host = app.payments.cardHost;
  const card = await host.findSessionFor(invoice.id);
  if (!card) throw new Error('deposit: no card session');
  await host.submitCard(card.session.id, {
    // The sandbox card's documented success card (docs: sandbox payments).
    cardNumber: '4242424242424242',
    expiry: '12/39',
    cvc: '123',
    name: 'Conformance Kit',
  });
  await app.payments.sender.flush();
  const balance = async () => {
    const res = await app.inject({ url: '/api/wallet/accounts', headers: bearer(accessToken) });
    return AccountListSchema.parse(res.json()).items[0]?.balance ?? 0;
  };
  for (let i = 0; i < 100 && (await balance()) < funds; i++) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const [game] = await adapter.listGames();
  if (!game) throw new Error(`${adapter.identity}: no game in its feed`);
  const played = await app.inject({
    method: 'POST',
    url: `/api/game/games/${game.identity}/play`,
    headers: bearer(accessToken),
    payload: { real: true, locale: 'en' },
  });
  if (played.statusCode !== 200) throw new Error(`launch: ${played.body}`);
  const token = new URL(PlayGameResponseSchema.parse(played.json()).url).searchParams.get('token');
  if (!token) throw new Error('launch: no token in the URL');
  const providerId = await findProviderId(ctx.db, adapter.identity);
  if (!providerId) throw new Error(`${adapter.identity}: not in the catalog`);
  return { accessToken, token, providerId };
}
