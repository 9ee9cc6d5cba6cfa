import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Db } from '@casino/db';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { exportJWK, generateKeyPair } from 'jose';
import Provider, { type InteractionResults, type KoaContextWithOIDC } from 'oidc-provider';
import * as accounts from './accounts.ts';
import { accountPage, errorPage, logoutPage, PAGE_CSP } from './pages.ts';

/** The path the embedded provider answers under; its issuer is `{PUBLIC_URL}/idp`. */
export const LOCAL_IDP_PATH = '/idp';
export const LOCAL_IDP_CLIENT_ID = 'aurora-site';

export interface LocalIdpOptions {
  db: Db;
  issuer: string;
  clientSecret: () => Promise<string>;
  redirectUri: string;
  /** Every localized home of the site: where a logout may return (read when first used). */
  postLogoutRedirectUris: () => Promise<string[]>;
  passwords: {
    hash(password: string): Promise<string>;
    verify(hash: string, password: string): Promise<boolean>;
  };
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const SCOPE = 'openid email profile';

/**
 * The embedded OpenID Connect provider of sandbox mode (docs/decisions/029): `oidc-provider`
 * (certified) with sign-up and sign-in pages of its own, so social login works after `npm start`
 * and in browser tests without network. app.ts mounts it only when SITE_MODE=sandbox.
 */
export async function registerLocalIdp(app: FastifyInstance, options: LocalIdpOptions) {
  const { db, passwords } = options;
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const signingKey = { ...(await exportJWK(privateKey)), alg: 'RS256', use: 'sig', kid: 'local-1' };
  let provider: Provider | null = null;
  const load = async () => {
    if (provider) return provider;
    const made = new Provider(options.issuer, {
      clients: [
        {
          client_id: LOCAL_IDP_CLIENT_ID,
          client_secret: await options.clientSecret(),
          redirect_uris: [options.redirectUri],
          post_logout_redirect_uris: await options.postLogoutRedirectUris(),
          grant_types: ['authorization_code'],
          response_types: ['code'],
          token_endpoint_auth_method: 'client_secret_post',
        },
      ],
      jwks: { keys: [signingKey] },
      cookies: { keys: [randomBytes(32).toString('base64url')] },
      pkce: { required: () => true },
      claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
      ttl: {
        Interaction: 600,
        Session: 86_400,
        Grant: 86_400,
        AccessToken: 600,
        IdToken: 3600,
        AuthorizationCode: 60,
      },
      // The site reads who signed in from the ID token alone.
      conformIdTokenClaims: false,
      async findAccount(_ctx, id) {
        const account = await accounts.findAccountById(db, id);
        if (!account) return undefined;
        return {
          accountId: account.id,
          claims: async () => ({
            sub: account.id,
            email: account.email,
            email_verified: true,
            ...(account.name ? { name: account.name } : {}),
          }),
        };
      },
      interactions: {
        url: (_ctx, interaction) => `${LOCAL_IDP_PATH}/interaction/${interaction.uid}`,
      },
      // The site is this provider's own client: no consent screen.
      async loadExistingGrant(ctx: KoaContextWithOIDC) {
        const { oidc } = ctx;
        const grantId =
          oidc.result?.consent?.grantId ?? oidc.session?.grantIdFor(oidc.client!.clientId);
        if (grantId) return oidc.provider.Grant.find(grantId);
        if (!oidc.session?.accountId) return undefined;
        const grant = new oidc.provider.Grant({
          clientId: oidc.client!.clientId,
          accountId: oidc.session.accountId,
        });
        grant.addOIDCScope(SCOPE);
        await grant.save();
        return grant;
      },
      features: {
        devInteractions: { enabled: false },
        rpInitiatedLogout: {
          enabled: true,
          logoutSource: async (ctx, form) => {
            ctx.type = 'html';
            ctx.body = logoutPage(form);
          },
        },
      },
      async renderError(ctx, out) {
        ctx.type = 'html';
        ctx.body = errorPage(String(out.error_description ?? out.error));
      },
    });
    made.proxy = app.config.TRUST_PROXY !== false && app.config.TRUST_PROXY !== undefined;
    provider = made;
    return made;
  };

  // The provider's own endpoints: handed the raw request before Fastify reads any body.
  app.route({
    method: ['GET', 'POST', 'HEAD', 'OPTIONS'],
    url: `${LOCAL_IDP_PATH}/*`,
    schema: { hide: true },
    onRequest: async (request, reply) => {
      const handler = (await load()).callback();
      const raw = request.raw as IncomingMessage & { originalUrl?: string };
      raw.originalUrl = raw.url;
      raw.url = raw.url!.slice(LOCAL_IDP_PATH.length) || '/';
      reply.hijack();
      handler(raw, reply.raw);
    },
    handler: async () => undefined,
  });

  // Sign-in and sign-up pages (the provider's interactions).
  await app.register(async (pages) => {
    pages.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 8192 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    pages.addHook('onSend', async (_request, reply) => {
      reply.header('content-security-policy', PAGE_CSP);
      reply.header('cache-control', 'no-store');
    });
    const base = `${LOCAL_IDP_PATH}/interaction/:uid`;
    type Req = FastifyRequest<{ Params: { uid: string }; Body: Record<string, string> }>;
    const html = (reply: FastifyReply, body: string, status = 200) =>
      reply.status(status).type('text/html; charset=utf-8').send(body);
    const details = async (request: Req, reply: FastifyReply) => {
      try {
        const interaction = await (await load()).interactionDetails(request.raw, reply.raw);
        return interaction.uid === request.params.uid ? interaction : null;
      } catch {
        return null;
      }
    };
    const finish = async (request: Req, reply: FastifyReply, result: InteractionResults) => {
      reply.hijack();
      await (await load()).interactionFinished(request.raw, reply.raw, result, {
        mergeWithLastSubmission: false,
      });
    };
    const expired = (reply: FastifyReply) =>
      html(reply, errorPage('This sign-in has expired. Go back to the site and try again.'), 400);

    pages.get(base, { schema: { hide: true } }, async (request: Req, reply) => {
      if (!(await details(request, reply))) return expired(reply);
      const mode = (request.query as { mode?: string }).mode === 'sign-up' ? 'sign-up' : 'sign-in';
      return html(reply, accountPage({ uid: request.params.uid, mode }));
    });

    pages.post(`${base}/login`, { schema: { hide: true } }, async (request: Req, reply) => {
      if (!(await details(request, reply))) return expired(reply);
      const email = String(request.body?.email ?? '')
        .trim()
        .toLowerCase();
      const password = String(request.body?.password ?? '');
      const account = await accounts.findAccountByEmail(db, email);
      if (!account || !(await passwords.verify(account.passwordHash, password))) {
        const page = accountPage({
          uid: request.params.uid,
          mode: 'sign-in',
          email,
          error: 'Wrong email or password.',
        });
        return html(reply, page, 401);
      }
      return finish(request, reply, { login: { accountId: account.id } });
    });

    pages.post(`${base}/signup`, { schema: { hide: true } }, async (request: Req, reply) => {
      if (!(await details(request, reply))) return expired(reply);
      const email = String(request.body?.email ?? '')
        .trim()
        .toLowerCase();
      const password = String(request.body?.password ?? '');
      const name =
        String(request.body?.name ?? '')
          .trim()
          .slice(0, 80) || null;
      const retry = (error: string) =>
        html(reply, accountPage({ uid: request.params.uid, mode: 'sign-up', email, error }), 400);
      if (!EMAIL.test(email) || email.length > 250) return retry('Enter a valid email address.');
      if (password.length < 6 || password.length > 128) {
        return retry('The password needs at least 6 characters.');
      }
      const account = await accounts.insertAccount(db, {
        email,
        name,
        passwordHash: await passwords.hash(password),
      });
      if (!account) return retry('This email already has an Aurora ID: sign in instead.');
      return finish(request, reply, { login: { accountId: account.id } });
    });

    pages.get(`${base}/abort`, { schema: { hide: true } }, async (request: Req, reply) => {
      if (!(await details(request, reply))) return expired(reply);
      return finish(request, reply, {
        error: 'access_denied',
        error_description: 'The sign-in was cancelled',
      });
    });
  });
}

/**
 * Server-to-server calls to the embedded provider (discovery, token, keys) go through
 * `app.inject`: no socket, and no dependence on PUBLIC_URL reaching this process.
 */
export function injectFetch(app: FastifyInstance) {
  return async (
    url: string,
    init: { method: string; headers: Record<string, string>; body?: unknown },
  ): Promise<Response> => {
    const res = await app.inject({
      method: init.method as 'GET',
      url,
      headers: init.headers,
      ...(init.body === undefined || init.body === null ? {} : { payload: String(init.body) }),
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(res.headers)) {
      if (value === undefined) continue;
      for (const one of Array.isArray(value) ? value : [value]) headers.append(name, String(one));
    }
    const hasBody = ![204, 304].includes(res.statusCode);
    return new Response(hasBody ? new Uint8Array(res.rawPayload) : null, {
      status: res.statusCode,
      headers,
    });
  };
}
