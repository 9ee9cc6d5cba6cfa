import {
  type LoginResponseSchema,
  PASSWORD_MIN_LENGTH,
  type PasskeyAssertion,
  PLAYER_STATUS,
  type PlayerSessionListSchema,
  type RefreshResponseSchema,
} from '@casino/contracts';
import type { Db } from '@casino/db';
import type { z } from 'zod';
import type { AuthenticatedPlayer, SessionState } from '../../plugins/auth.ts';
import type { Clock } from '../../shared/clock.ts';
import { fail, ok, type Result } from '../../shared/result.ts';
import {
  type ClientInfo,
  type PlayerContext,
  REFRESH_REUSE_GRACE_MS,
  type SessionMoment,
  type SessionRefusal,
} from './context.ts';
import { invalidFields, type PlayerFailure } from './failures.ts';
import { consumePlayerToken } from './one-time-tokens.ts';
import { normalizeEmail, toProfile } from './profile.ts';
import type { PlayerRow } from './repository.ts';
import * as players from './repository.ts';
import { hashToken, isUuid, newToken } from './secrets.ts';
import * as repo from './session-repository.ts';
import { signInFactor } from './two-factor/service.ts';

type LoginResponse = z.infer<typeof LoginResponseSchema>;
type RefreshResponse = z.infer<typeof RefreshResponseSchema>;
type PlayerSessionList = z.infer<typeof PlayerSessionListSchema>;

/** Only touch last_seen_at this often, not on every request. */
const TOUCH_AFTER_MS = 60_000;

export interface OpenedSession {
  sessionId: string;
  refreshToken: string;
}

/** Writes a new session and its first refresh token (may run inside a transaction). */
export async function openSession(
  ctx: PlayerContext,
  player: PlayerRow,
  client: ClientInfo,
  db: Db = ctx.db,
  factor: repo.SessionFactor = 'password',
): Promise<OpenedSession> {
  const now = ctx.clock.now();
  const session = await repo.insertSession(db, {
    playerId: player.id,
    ip: client.ip,
    userAgent: client.userAgent?.slice(0, 500) ?? null,
    createdAt: now,
    expiresAt: new Date(now.getTime() + ctx.sessionTtlMs),
    factor,
  });
  const refreshToken = newToken();
  await repo.insertRefreshToken(db, {
    tokenHash: hashToken(refreshToken),
    sessionId: session.id,
    createdAt: now,
  });
  return { sessionId: session.id, refreshToken };
}

/**
 * The login response of an opened session. NOTE: call it outside any transaction: signing may
 * load the secret from the database, and PGlite has one connection, so it would wait forever.
 */
export async function loginResponse(
  ctx: PlayerContext,
  player: PlayerRow,
  opened: OpenedSession,
  isNewlyRegistered = false,
): Promise<LoginResponse> {
  return {
    accessToken: await ctx.tokens.sign(player.id, opened.sessionId),
    refreshToken: opened.refreshToken,
    profile: toProfile(player, isNewlyRegistered),
  };
}

/**
 * The one check of every way into a session (issue 27): password login, autologin token, social
 * sign-in and token refresh all pass here. The account must be active; then `beforeSession`
 * asks the self-exclusion register (docs/decisions/026), which may start an exclusion (the
 * player still signs in: withdrawals), and a jurisdiction's file may refuse the session (LUGAS:
 * playing with another operator now, issue 32). Not admitted without a refusal: the account is
 * not available.
 */
export async function admitToSession(
  ctx: PlayerContext,
  player: Pick<PlayerRow, 'id' | 'status'> | null,
  moment: SessionMoment = 'sign_in',
): Promise<{ admitted: true } | { admitted: false; refusal?: SessionRefusal }> {
  if (player?.status !== PLAYER_STATUS.active) return { admitted: false };
  const refusal = await ctx.beforeSession?.(player.id, moment);
  return refusal ? { admitted: false, refusal } : { admitted: true };
}

/** Why a player was not admitted, as a failure of the way in. */
export const notAdmitted = (refusal?: SessionRefusal) =>
  refusal ? ({ kind: 'session_refused', ...refusal } as const) : null;

/** Opens a session for a player who just proved who they are, and issues its tokens. */
async function startSession(
  ctx: PlayerContext,
  player: PlayerRow,
  client: ClientInfo,
  factor: repo.SessionFactor,
): Promise<Result<LoginResponse, PlayerFailure>> {
  const admission = await admitToSession(ctx, player);
  if (!admission.admitted) {
    return fail(notAdmitted(admission.refusal) ?? { kind: 'account_unavailable' });
  }
  return ok(
    await loginResponse(ctx, player, await openSession(ctx, player, client, ctx.db, factor)),
  );
}

/**
 * Password login. Unknown email and wrong password fail alike, in about the same time (the
 * unknown email is verified against a dummy hash). A player with two-step sign-in also gives a
 * code of the app or a recovery code (issue 35), asked only once the password is right.
 */
export async function login(
  ctx: PlayerContext,
  credentials: {
    email: string;
    password: string;
    code?: string | undefined;
    passkey?: PasskeyAssertion | undefined;
  },
  client: ClientInfo,
): Promise<Result<LoginResponse, PlayerFailure>> {
  const email = normalizeEmail(credentials.email);
  const missing = Object.fromEntries(
    Object.entries({ email, password: credentials.password })
      .filter(([, value]) => value === '')
      .map(([field]) => [field, ['Value is required']]),
  );
  if (Object.keys(missing).length > 0) return fail(invalidFields(missing));

  const player = await players.findPlayerByEmail(ctx.db, email);
  if (!player) {
    await ctx.passwords.verifyNobody(credentials.password);
    return fail({ kind: 'invalid_credentials' });
  }
  if (!(await ctx.passwords.verify(player.passwordHash, credentials.password))) {
    return fail({ kind: 'invalid_credentials' });
  }
  if (player.status !== PLAYER_STATUS.active) return fail({ kind: 'account_unavailable' });
  if (ctx.passwords.needsRehash(player.passwordHash)) {
    const passwordHash = await ctx.passwords.hash(credentials.password);
    await players.updatePlayer(ctx.db, player.id, { passwordHash });
  }
  const second = await signInFactor(ctx, player.id, credentials);
  if (!second.ok) return second;
  const factor = second.value ? (`password_${second.value}` as const) : 'password';
  const login = await startSession(ctx, player, client, factor);
  // Chosen under the old rules (6 characters): it still works, but the site asks for a new one.
  if (login.ok && [...credentials.password].length < PASSWORD_MIN_LENGTH) {
    login.value.profile.passwordChangeRequired = true;
  }
  return login;
}

/** Logs in with a single-use autologin token (5 minutes). */
export async function loginWithToken(
  ctx: PlayerContext,
  token: string,
  client: ClientInfo,
): Promise<Result<LoginResponse, PlayerFailure>> {
  const playerId = await consumePlayerToken(ctx.db, token, 'autologin', ctx.clock.now());
  const player = playerId ? await players.findPlayerById(ctx.db, playerId) : null;
  if (!player) return fail({ kind: 'invalid_login_token' });
  return startSession(ctx, player, client, 'token');
}

/**
 * Rotates a refresh token and slides the session. A token rotated more than 15 s ago is a
 * replay (stolen or leaked): the whole session is revoked. Within 15 s it is two tabs racing,
 * and the late one gets the very pair the first got (docs/decisions/016): the successor is
 * derived from the token under the secret and the access token is signed as of the rotation.
 */
export async function refreshSession(
  ctx: PlayerContext,
  refreshToken: string,
): Promise<Result<RefreshResponse, PlayerFailure>> {
  const now = ctx.clock.now();
  const tokenHash = hashToken(refreshToken);
  // Before the transaction: the secret may load from the database (see loginResponse), and
  // the register check writes in its own transaction (it may close this very session).
  const next = await ctx.tokens.deriveRefreshToken(refreshToken);
  // The status is checked again under the lock below (with the token's reuse rules first).
  const owner = await repo.findRefreshTokenOwner(ctx.db, tokenHash);
  if (owner) await admitToSession(ctx, owner, 'refresh');
  const ended = fail<PlayerFailure>({ kind: 'invalid_refresh_token' });
  let revoked: { sessionId: string; playerId: string } | null = null;
  const rotated = await ctx.db.transaction(async (tx) => {
    const found = await repo.findRefreshTokenForUpdate(tx, tokenHash);
    if (!found) return ended;
    const { token, session } = found;
    if (session.closedAt || session.expiresAt <= now) return ended;
    if (token.rotatedAt && now.getTime() - token.rotatedAt.getTime() > REFRESH_REUSE_GRACE_MS) {
      const owner = { sessionId: session.id, playerId: session.playerId };
      await repo.closeSession(tx, owner, 'refresh_reuse', now);
      revoked = owner;
      return ended;
    }
    const player = await players.findPlayerById(tx, session.playerId);
    if (player?.status !== PLAYER_STATUS.active) {
      return fail<PlayerFailure>({ kind: 'account_unavailable' });
    }
    const issued = { playerId: session.playerId, sessionId: session.id };
    if (token.rotatedAt) return ok({ ...issued, issuedAt: token.rotatedAt });
    await repo.markRefreshTokenRotated(tx, tokenHash, now);
    await repo.insertRefreshToken(tx, {
      tokenHash: hashToken(next),
      sessionId: session.id,
      createdAt: now,
    });
    await repo.slideSession(tx, session.id, now, new Date(now.getTime() + ctx.sessionTtlMs));
    return ok({ ...issued, issuedAt: now });
  });
  if (revoked) {
    const { playerId, sessionId } = revoked;
    ctx.events.emit({ type: 'player.sessions.closed', playerId, sessionIds: [sessionId] });
  }
  if (!rotated.ok) return rotated;
  const { playerId, sessionId, issuedAt } = rotated.value;
  const accessToken = await ctx.tokens.sign(playerId, sessionId, { issuedAt });
  return ok({ accessToken, refreshToken: next });
}

export async function logout(ctx: PlayerContext, player: AuthenticatedPlayer): Promise<void> {
  const owner = { sessionId: player.sessionId, playerId: player.id };
  await repo.closeSession(ctx.db, owner, 'logout', ctx.clock.now());
  ctx.events.emit({
    type: 'player.sessions.closed',
    playerId: player.id,
    sessionIds: [player.sessionId],
  });
}

/** Closes one of the caller's sessions; another player's session id is "not found". */
export async function closeSession(
  ctx: PlayerContext,
  player: AuthenticatedPlayer,
  sessionId: string,
): Promise<Result<true, PlayerFailure>> {
  const owner = { sessionId, playerId: player.id };
  const closed =
    isUuid(sessionId) &&
    (await repo.closeSession(ctx.db, owner, 'closed_by_player', ctx.clock.now()));
  if (!closed) return fail({ kind: 'session_not_found' });
  ctx.events.emit({ type: 'player.sessions.closed', playerId: player.id, sessionIds: [sessionId] });
  return ok(true);
}

/** The caller's sessions, newest first; expired ones show their expiry as closing time. */
export async function listSessions(
  ctx: PlayerContext,
  player: AuthenticatedPlayer,
  { page, perPage }: { page: number; perPage: number },
): Promise<PlayerSessionList> {
  const now = ctx.clock.now();
  const { rows, total } = await repo.listPlayerSessions(ctx.db, player.id, {
    limit: perPage,
    offset: (page - 1) * perPage,
  });
  return {
    items: rows.map((row) => ({
      id: row.id,
      createdAt: row.createdAt.toISOString(),
      lastSeenAt: row.lastSeenAt.toISOString(),
      closedAt:
        (row.closedAt ?? (row.expiresAt <= now ? row.expiresAt : null))?.toISOString() ?? null,
      ip: row.ip,
      userAgent: row.userAgent,
      isCurrent: row.id === player.sessionId,
      factor: row.factor,
    })),
    total,
    page,
    perPage,
  };
}

/** The auth plugin's check: a token only works while its session is open and the player active. */
export async function checkSession(
  db: Db,
  clock: Clock,
  player: AuthenticatedPlayer,
): Promise<SessionState> {
  if (!isUuid(player.id) || !isUuid(player.sessionId)) return 'ended';
  const now = clock.now();
  const state = await repo.findSessionState(db, player.sessionId, player.id);
  if (!state || state.closedAt || state.expiresAt <= now) return 'ended';
  if (state.status !== PLAYER_STATUS.active) return 'unavailable';
  if (now.getTime() - state.lastSeenAt.getTime() > TOUCH_AFTER_MS) {
    await repo.touchSession(db, player.sessionId, now);
  }
  return 'active';
}

/** When the session opened (the reality check counts from it); null when unknown. */
export function sessionStartedAt(db: Db, sessionId: string): Promise<Date | null> {
  return repo.findSessionStart(db, sessionId);
}

/**
 * Every player with a session open now, `batch` ids at a time in id order (the responsible-gaming
 * register's periodic re-check walks them); `visit` answers false to stop.
 */
export async function forEachPlayerInSession(
  db: Db,
  now: Date,
  batch: number,
  visit: (playerIds: string[]) => Promise<boolean>,
): Promise<void> {
  let afterId = '00000000-0000-0000-0000-000000000000';
  for (;;) {
    const ids = await repo.findPlayersInSession(db, now, afterId, batch);
    if (ids.length === 0 || !(await visit(ids)) || ids.length < batch) return;
    afterId = ids.at(-1)!;
  }
}

/** Sessions per query in `openSessions` (a bound parameter each). */
const OPEN_SESSIONS_BATCH = 1000;

/**
 * Which of these sessions `checkSession` would still call active (open, not expired, player
 * active), in one query per 1000: the realtime re-check of every socket of an instance.
 */
export async function openSessions(
  db: Db,
  clock: Clock,
  sessionIds: readonly string[],
): Promise<Set<string>> {
  const now = clock.now();
  const ids = [...new Set(sessionIds)].filter(isUuid);
  const open = new Set<string>();
  for (let start = 0; start < ids.length; start += OPEN_SESSIONS_BATCH) {
    const batch = ids.slice(start, start + OPEN_SESSIONS_BATCH);
    for (const id of await repo.findOpenSessionIds(db, batch, now, PLAYER_STATUS.active)) {
      open.add(id);
    }
  }
  return open;
}
