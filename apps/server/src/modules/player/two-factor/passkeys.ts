import type { PasskeyAssertion, PasskeyOptions, PasskeySummary } from '@casino/contracts';
import type { Db } from '@casino/db';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import { isoBase64URL } from '@simplewebauthn/server/helpers';
import { fail, ok, type Result } from '../../../shared/result.ts';
import type { PlayerContext } from '../context.ts';
import type { PlayerFailure } from '../failures.ts';
import * as repo from './passkey-repository.ts';

// Passkeys (WebAuthn) as a player's second factor (issue 35, docs/decisions/046).

type Ctx = Pick<PlayerContext, 'db' | 'clock' | 'publicUrl'>;

/** How long a challenge may be answered. */
export const CHALLENGE_TTL_MS = 5 * 60_000;
/** What the authenticator shows as the site's name. */
const RP_NAME = 'Aurora Casino';
const LOOPBACK = new Set(['127.0.0.1', '[::1]']);

/**
 * The relying party of PUBLIC_URL: its host names the passkeys, its origin must be the page's.
 * NOTE: a browser refuses an IP address as relying party id, so a site on a loopback address
 * (the sandbox's local address) names its passkeys `localhost` and takes that origin too.
 */
export function relyingPartyOf(publicUrl: string) {
  const url = new URL(publicUrl);
  if (!LOOPBACK.has(url.hostname)) return { rpID: url.hostname, origins: [url.origin] };
  const local = new URL(publicUrl);
  local.hostname = 'localhost';
  return { rpID: 'localhost', origins: [local.origin, url.origin] };
}

export function toSummary(row: repo.PasskeyRow): PasskeySummary {
  return {
    id: row.id,
    name: row.name,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  };
}

async function handOut(
  ctx: Ctx,
  options: { challenge: string },
  purpose: 'registration' | 'authentication',
  playerId: string | null,
): Promise<PasskeyOptions> {
  const now = ctx.clock.now();
  const challengeId = await repo.insertChallenge(
    ctx.db,
    {
      challenge: options.challenge,
      purpose,
      playerId,
      expiresAt: new Date(now.getTime() + CHALLENGE_TTL_MS),
    },
    now,
  );
  return { challengeId, options: { ...options } };
}

/** Options to create a passkey for the player (its existing ones excluded). */
export async function registrationOptions(
  ctx: Ctx,
  player: { id: string; email: string },
): Promise<PasskeyOptions> {
  const existing = await repo.listPasskeys(ctx.db, player.id);
  const options = await generateRegistrationOptions({
    rpName: RP_NAME,
    rpID: relyingPartyOf(ctx.publicUrl).rpID,
    userName: player.email,
    userID: isoBase64URL.toBuffer(isoBase64URL.fromUTF8String(player.id)),
    attestationType: 'none',
    excludeCredentials: existing.map((row) => ({
      id: row.credentialId,
      transports: row.transports,
    })),
    // Discoverable: at sign-in the browser offers the passkey without being told the account.
    authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
    timeout: CHALLENGE_TTL_MS,
    // ES256, EdDSA, RS256: Node verifies them with stable crypto (ML-DSA is experimental there).
    supportedAlgorithmIDs: [-7, -8, -257],
  });
  return handOut(ctx, options, 'registration', player.id);
}

/** Verifies the browser's new credential against the player's challenge and keeps it. */
export async function addPasskey(
  ctx: Ctx,
  playerId: string,
  request: { name: string; challengeId: string; response: unknown },
): Promise<Result<true, PlayerFailure>> {
  const now = ctx.clock.now();
  const taken = await repo.takeChallenge(ctx.db, request.challengeId, 'registration', now);
  if (!taken || taken.playerId !== playerId) return fail({ kind: 'invalid_passkey' });
  const rp = relyingPartyOf(ctx.publicUrl);
  const verified = await verifyRegistrationResponse({
    response: request.response as RegistrationResponseJSON,
    expectedChallenge: taken.challenge,
    expectedOrigin: rp.origins,
    expectedRPID: rp.rpID,
    requireUserVerification: false,
  }).catch(() => null);
  if (!verified?.verified) return fail({ kind: 'invalid_passkey' });
  const { credential } = verified.registrationInfo;
  if (await repo.findPasskeyByCredential(ctx.db, credential.id)) {
    return fail({ kind: 'invalid_passkey' });
  }
  await repo.insertPasskey(ctx.db, {
    playerId,
    credentialId: credential.id,
    publicKey: isoBase64URL.fromBuffer(credential.publicKey),
    counter: credential.counter,
    transports: credential.transports ?? [],
    name: request.name.trim(),
    createdAt: now,
  });
  return ok(true);
}

/**
 * Options to answer with a passkey: a new single-use challenge, no account named (the passkeys
 * are discoverable, so nothing tells whether an email has any).
 */
export async function authenticationOptions(ctx: Ctx): Promise<PasskeyOptions> {
  const options = await generateAuthenticationOptions({
    rpID: relyingPartyOf(ctx.publicUrl).rpID,
    userVerification: 'preferred',
    timeout: CHALLENGE_TTL_MS,
  });
  return handOut(ctx, options, 'authentication', null);
}

/**
 * Checks a passkey's answer inside the caller's transaction: the challenge is used up whatever
 * the outcome; the credential must be one of this player's, its signature right and its
 * counter ahead of the one kept (a cloned authenticator falls behind). True: proven.
 */
export async function checkPasskey(
  ctx: Ctx,
  tx: Db,
  playerId: string,
  assertion: PasskeyAssertion,
): Promise<boolean> {
  const now = ctx.clock.now();
  const taken = await repo.takeChallenge(tx, assertion.challengeId, 'authentication', now);
  if (!taken) return false;
  const row = await repo.lockPasskeyByCredential(tx, playerId, assertion.response.id);
  if (!row) return false;
  const rp = relyingPartyOf(ctx.publicUrl);
  const verified = await verifyAuthenticationResponse({
    response: { ...assertion.response, clientExtensionResults: {} },
    expectedChallenge: taken.challenge,
    expectedOrigin: rp.origins,
    expectedRPID: rp.rpID,
    credential: {
      id: row.credentialId,
      publicKey: isoBase64URL.toBuffer(row.publicKey),
      counter: row.counter,
      transports: row.transports,
    },
    requireUserVerification: false,
  }).catch(() => null);
  if (!verified?.verified) return false;
  await repo.markPasskeyUsed(tx, row.id, verified.authenticationInfo.newCounter, now);
  return true;
}
