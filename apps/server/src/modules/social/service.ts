import type { LoginResponseSchema } from '@casino/contracts';
import {
  PLAYER_STATUS,
  type SocialAuthorizeRequest,
  type SocialCallbackRequest,
  type SocialIdentity,
  type SocialProvider,
  type SocialSignUp,
} from '@casino/contracts';
import * as oidc from 'openid-client';
import type { z } from 'zod';
import { fail, ok, type Result } from '../../shared/result.ts';
import {
  checkSignUpCpf,
  findPlayer,
  findPlayerForEmail,
  registerVouched,
} from '../player/account-service.ts';
import type { ClientInfo } from '../player/context.ts';
import {
  admitToSession,
  loginResponse,
  notAdmitted,
  openSession,
} from '../player/session-service.ts';
import { factorsOf, type SecondFactorProof, signInFactor } from '../player/two-factor/service.ts';
import type { SocialContext } from './context.ts';
import type { SocialFailure } from './failures.ts';
import * as repo from './repository.ts';
import { type SocialTransaction, TRANSACTION_TTL_MS } from './transaction.ts';

type LoginResponse = z.infer<typeof LoginResponseSchema>;

export function listProviders(ctx: SocialContext): SocialProvider[] {
  return ctx.providers.list().map(({ id, name, icon }) => ({ id, name, icon }));
}

/** Only a path of this site may be a target (never another origin). */
function safeTarget(target: string | undefined): string | undefined {
  return target?.startsWith('/') && !target.startsWith('//') && !target.includes('\\')
    ? target
    : undefined;
}

/**
 * Starts a sign-in: PKCE verifier, state and nonce, the provider's authorization URL, and the
 * sealed transaction the callback checks (docs/decisions/029).
 */
export async function authorize(
  ctx: SocialContext,
  request: SocialAuthorizeRequest,
  mode: { mode: 'login' } | { mode: 'link'; playerId: string },
): Promise<Result<{ url: string; sealed: string }, SocialFailure>> {
  if (!ctx.providers.get(request.providerId)) return fail({ kind: 'unknown_provider' });
  if (mode.mode === 'login' && request.signUp) {
    // Brazil's CPF is asked before the trip to the provider, like the registration form asks it.
    const cpf = await checkSignUpCpf(ctx.player, request.signUp);
    if (!cpf.ok) return fail(signUpRefusal(cpf.error));
  }
  const config = await providerConfiguration(ctx, request.providerId);
  if (!config.ok) return config;
  const codeVerifier = oidc.randomPKCECodeVerifier();
  const transaction: SocialTransaction = {
    providerId: request.providerId,
    ...mode,
    state: oidc.randomState(),
    nonce: oidc.randomNonce(),
    codeVerifier,
    target: safeTarget(request.target),
    ...(mode.mode === 'login'
      ? {
          signUp: request.signUp,
          affiliateTag: request.affiliateTag,
          affiliateToken: request.affiliateToken,
        }
      : {}),
    startedAt: ctx.clock.now().getTime(),
  };
  const url = oidc.buildAuthorizationUrl(config.value, {
    redirect_uri: ctx.callbackUrl,
    scope: 'openid email profile',
    code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    state: transaction.state,
    nonce: transaction.nonce,
    ...(request.signUp ? { prompt: 'login' } : {}),
  });
  return ok({ url: url.href, sealed: await ctx.transactions.seal(transaction) });
}

async function providerConfiguration(
  ctx: SocialContext,
  providerId: string,
): Promise<Result<oidc.Configuration, SocialFailure>> {
  try {
    return ok(await ctx.providers.configuration(providerId));
  } catch (err) {
    return fail(providerFailure(err));
  }
}

function providerFailure(err: unknown): SocialFailure {
  const name = (err as { name?: string; cause?: { name?: string } }).name;
  const causeName = (err as { cause?: { name?: string } }).cause?.name;
  if ([name, causeName].some((n) => n === 'TimeoutError' || n === 'AbortError')) {
    return { kind: 'timeout' };
  }
  const error = (err as { error?: string }).error;
  if (error === 'login_required') return { kind: 'login_required' };
  const description =
    (err as { error_description?: string }).error_description ??
    (err instanceof Error ? err.message : 'The provider did not answer as expected');
  return { kind: 'provider_error', description };
}

/** What the provider vouched for after the checks of the callback. */
export interface VerifiedIdentity {
  transaction: SocialTransaction;
  issuer: string;
  subject: string;
  email: string | null;
  emailVerified: boolean;
  idToken: string;
}

/**
 * The callback's checks in the order of the spec (docs/product, login callback): a stored
 * transaction, the same state, the provider's error, then the code exchange, where the client
 * library verifies the ID token (signature, issuer, audience, nonce) and the PKCE verifier.
 */
async function verifyCallback(
  ctx: SocialContext,
  transaction: SocialTransaction | null,
  mode: SocialTransaction['mode'],
  callback: SocialCallbackRequest,
): Promise<Result<VerifiedIdentity, SocialFailure>> {
  if (!transaction || transaction.mode !== mode) return fail({ kind: 'missing_transaction' });
  if (transaction.state !== callback.state) return fail({ kind: 'state_mismatch' });
  if (ctx.clock.now().getTime() - transaction.startedAt > TRANSACTION_TTL_MS) {
    return fail({ kind: 'timeout' });
  }
  if (callback.error === 'login_required') return fail({ kind: 'login_required' });
  if (callback.error) {
    return fail({
      kind: 'provider_error',
      description: callback.errorDescription ?? callback.error,
    });
  }
  if (!callback.code) return fail({ kind: 'missing_code' });
  const config = await providerConfiguration(ctx, transaction.providerId);
  if (!config.ok) return config;

  const currentUrl = new URL(ctx.callbackUrl);
  currentUrl.searchParams.set('code', callback.code);
  currentUrl.searchParams.set('state', callback.state);
  if (callback.iss) currentUrl.searchParams.set('iss', callback.iss);
  try {
    const tokens = await oidc.authorizationCodeGrant(config.value, currentUrl, {
      pkceCodeVerifier: transaction.codeVerifier,
      expectedState: transaction.state,
      expectedNonce: transaction.nonce,
      idTokenExpected: true,
    });
    const claims = tokens.claims();
    if (!claims || !tokens.id_token) {
      return fail({ kind: 'provider_error', description: 'No ID token' });
    }
    const email = typeof claims.email === 'string' ? claims.email : null;
    return ok({
      transaction,
      issuer: claims.iss,
      subject: claims.sub,
      email,
      emailVerified: claims.email_verified === true,
      idToken: tokens.id_token,
    });
  } catch (err) {
    return fail(providerFailure(err));
  }
}

export interface SocialLogin extends LoginResponse {
  target: string | null;
}

/**
 * Finishes a social login: a known identity signs its player in; an unknown one registers when
 * the transaction carries sign-up choices (same rules as a registration). A provider email that
 * already has an account answers 11001, a blocked account 11002.
 */
export async function completeLogin(
  ctx: SocialContext,
  transaction: SocialTransaction | null,
  callback: SocialCallbackRequest,
  client: ClientInfo & { isCountryRestricted: boolean },
): Promise<Result<SocialLogin, SocialFailure>> {
  const verified = await verifyCallback(ctx, transaction, 'login', callback);
  if (!verified.ok) return verified;
  const identity = verified.value;
  const target = identity.transaction.target ?? null;
  const known = await repo.findIdentity(ctx.db, identity.issuer, identity.subject);
  if (known) {
    const player = await findPlayer(ctx.db, known.playerId);
    // The same check as every other way in (the self-exclusion register among it).
    const admission = await admitToSession(ctx.player, player);
    if (!player || !admission.admitted) {
      return fail((!admission.admitted && notAdmitted(admission.refusal)) || { kind: 'blocked' });
    }
    // Two-step sign-in (issue 35): the identity waits for the code (sessions/social/second-factor).
    const factors = await factorsOf(ctx.player, player.id);
    if (factors.totp || factors.passkey) {
      return fail({
        kind: 'second_factor_required',
        factors,
        pending: {
          ...identity.transaction,
          mode: 'second-factor',
          playerId: player.id,
          identity: {
            issuer: identity.issuer,
            subject: identity.subject,
            email: identity.email ?? '',
            emailVerified: identity.emailVerified,
            idToken: identity.idToken,
          },
          attempts: 0,
          startedAt: ctx.clock.now().getTime(),
        },
      });
    }
    const opened = await openSession(ctx.player, player, client, ctx.db, 'social');
    await rememberSession(ctx, opened.sessionId, identity);
    return ok({ ...(await loginResponse(ctx.player, player, opened)), target });
  }

  if (!identity.email) return fail({ kind: 'no_email' });
  const refusal = await emailRefusal(ctx, identity.email);
  if (refusal) return fail(refusal);
  const { signUp } = identity.transaction;
  if (!signUp) {
    // Started from the sign-in: the identity is kept for the registration step (issue 29).
    const pending: SocialTransaction = {
      ...identity.transaction,
      mode: 'sign-up',
      identity: {
        issuer: identity.issuer,
        subject: identity.subject,
        email: identity.email,
        emailVerified: identity.emailVerified,
        idToken: identity.idToken,
      },
      startedAt: ctx.clock.now().getTime(),
    };
    return fail({ kind: 'registration_required', pending });
  }
  return registerIdentity(ctx, identity, signUp, client);
}

/** A provider email that already has an account: 11001, or 11002 when it is blocked. */
async function emailRefusal(ctx: SocialContext, email: string): Promise<SocialFailure | null> {
  const existing = await findPlayerForEmail(ctx.db, email);
  if (!existing) return null;
  return { kind: existing.status === PLAYER_STATUS.active ? 'email_taken' : 'blocked' };
}

/**
 * An identity no account has becomes an account with the registration's choices (same rules
 * as a registration), linked to it, and signed in. A provider email that already has an
 * account answers 11001 (11002 when blocked).
 */
export async function registerIdentity(
  ctx: SocialContext,
  identity: VerifiedIdentity,
  signUp: Partial<SocialSignUp>,
  client: ClientInfo & { isCountryRestricted: boolean },
): Promise<Result<SocialLogin, SocialFailure>> {
  const email = identity.email;
  if (!email) return fail({ kind: 'no_email' });
  const target = identity.transaction.target ?? null;
  const refusal = await emailRefusal(ctx, email);
  if (refusal) return fail(refusal);
  const { affiliateTag, affiliateToken } = identity.transaction;
  if (client.isCountryRestricted) return fail({ kind: 'country_restricted' });
  const choices = { currency: '', country: '', agreements: false, ...signUp };
  const registered = await registerVouched(
    ctx.player,
    { email, emailVerified: identity.emailVerified },
    { ...choices, affiliateTag, affiliateToken },
    client,
    async (tx, playerId) => {
      await repo.insertIdentity(tx, {
        issuer: identity.issuer,
        subject: identity.subject,
        playerId,
        providerId: identity.transaction.providerId,
        email,
      });
    },
  );
  if (!registered.ok) return fail(signUpRefusal(registered.error));
  const { player, opened } = registered.value;
  await rememberSession(ctx, opened.sessionId, identity);
  return ok({ ...(await loginResponse(ctx.player, player, opened, true)), target });
}

/**
 * A registration's refusal as the social sign-up answers it: a field named (the CPF), a register
 * listing the person (SIGAP: 403 `self_excluded`, `welfare_beneficiary`) or a CPF taken (409)
 * as the registration answers them; anything else is the email taken.
 */
type PlayerFailure = Extract<Awaited<ReturnType<typeof registerVouched>>, { ok: false }>['error'];
function signUpRefusal(failure: PlayerFailure): SocialFailure {
  if (failure.kind === 'invalid_fields' || failure.kind === 'registration_refused') return failure;
  return { kind: 'email_taken' };
}

/** Wrong codes one social sign-in may take before it starts over at the provider. */
export const MAX_SECOND_FACTOR_ATTEMPTS = 5;

/**
 * The code of a social sign-in whose player has two-step sign-in (issue 35): right, the session
 * opens as the login would have; wrong, the sign-in waits for another code, a few times only.
 */
export async function completeSecondFactor(
  ctx: SocialContext,
  pending: SocialTransaction | null,
  proof: SecondFactorProof,
  client: ClientInfo,
): Promise<Result<SocialLogin, SocialFailure>> {
  if (pending?.mode !== 'second-factor' || !pending.identity || !pending.playerId) {
    return fail({ kind: 'missing_transaction' });
  }
  if (ctx.clock.now().getTime() - pending.startedAt > TRANSACTION_TTL_MS) {
    return fail({ kind: 'timeout' });
  }
  const player = await findPlayer(ctx.db, pending.playerId);
  const admission = await admitToSession(ctx.player, player);
  if (!player || !admission.admitted) {
    return fail((!admission.admitted && notAdmitted(admission.refusal)) || { kind: 'blocked' });
  }
  const second = await signInFactor(ctx.player, player.id, proof);
  if (!second.ok || !second.value) {
    const attempts = (pending.attempts ?? 0) + 1;
    return fail({
      kind: 'invalid_second_factor',
      pending: attempts < MAX_SECOND_FACTOR_ATTEMPTS ? { ...pending, attempts } : null,
    });
  }
  const opened = await openSession(ctx.player, player, client, ctx.db, `social_${second.value}`);
  await repo.insertSocialSession(ctx.db, {
    sessionId: opened.sessionId,
    providerId: pending.providerId,
    idToken: pending.identity.idToken,
  });
  return ok({
    ...(await loginResponse(ctx.player, player, opened)),
    target: pending.target ?? null,
  });
}

async function rememberSession(ctx: SocialContext, sessionId: string, identity: VerifiedIdentity) {
  await repo.insertSocialSession(ctx.db, {
    sessionId,
    providerId: identity.transaction.providerId,
    idToken: identity.idToken,
  });
}

/** Links the returning identity to the signed-in player who started the link. */
export async function completeLink(
  ctx: SocialContext,
  playerId: string,
  transaction: SocialTransaction | null,
  callback: SocialCallbackRequest,
): Promise<Result<SocialIdentity[], SocialFailure>> {
  const ownTransaction = transaction?.playerId === playerId ? transaction : null;
  const verified = await verifyCallback(ctx, ownTransaction, 'link', callback);
  if (!verified.ok) return verified;
  const identity = verified.value;
  const known = await repo.findIdentity(ctx.db, identity.issuer, identity.subject);
  if (known && known.playerId !== playerId) return fail({ kind: 'identity_taken' });
  if (!known) {
    const inserted = await repo.insertIdentity(ctx.db, {
      issuer: identity.issuer,
      subject: identity.subject,
      playerId,
      providerId: identity.transaction.providerId,
      email: identity.email,
    });
    if (!inserted) return fail({ kind: 'already_linked' });
  }
  return ok(await listIdentities(ctx, playerId));
}

export async function listIdentities(
  ctx: SocialContext,
  playerId: string,
): Promise<SocialIdentity[]> {
  const rows = await repo.listIdentities(ctx.db, playerId);
  return rows.map((row) => ({
    providerId: row.providerId,
    providerName: ctx.providers.get(row.providerId)?.name ?? row.providerId,
    email: row.email,
    linkedAt: row.createdAt.toISOString(),
  }));
}

export async function unlink(
  ctx: SocialContext,
  playerId: string,
  providerId: string,
): Promise<Result<true, SocialFailure>> {
  return (await repo.deleteIdentity(ctx.db, playerId, providerId))
    ? ok(true)
    : fail({ kind: 'identity_not_found' });
}

/**
 * The provider's logout URL for a session opened by social login (undefined otherwise, or when
 * the provider has no end-session endpoint); it comes back to the home of `locale`, the page's
 * language, when that is an enabled locale (each such home is a registered post-logout URI).
 */
export async function providerLogoutUrl(
  ctx: SocialContext,
  sessionId: string,
  locale?: string,
): Promise<string | undefined> {
  const session = await repo.findSocialSession(ctx.db, sessionId);
  if (!session || !ctx.providers.get(session.providerId)) return undefined;
  const config = await ctx.providers.configuration(session.providerId);
  if (!config.serverMetadata().end_session_endpoint) return undefined;
  return oidc.buildEndSessionUrl(config, {
    id_token_hint: session.idToken,
    post_logout_redirect_uri: await ctx.postLogoutUrl(locale),
  }).href;
}
