import { createHmac } from 'node:crypto';

/**
 * Sumsub's API as its documentation signs it: every request carries `X-App-Token`,
 * `X-App-Access-Ts` (unix seconds) and `X-App-Access-Sig`, the hex HMAC-SHA256 with the secret
 * key of ts + METHOD + path with query + body.
 */
export function signSumsubRequest(
  secretKey: string,
  ts: number,
  method: string,
  pathWithQuery: string,
  body = '',
) {
  return createHmac('sha256', secretKey)
    .update(`${ts}${method.toUpperCase()}${pathWithQuery}${body}`)
    .digest('hex');
}

export interface SumsubSettings {
  baseUrl: string;
  appToken: string;
  secretKey: string;
  levelName: string;
  tokenTtlSeconds: number;
  now: () => Date;
}

export interface SumsubClient {
  readonly levelName: string;
  readonly tokenTtlSeconds: number;
  /** Creates the applicant for our player (externalUserId) or finds the existing one. */
  ensureApplicant(playerId: string, email: string): Promise<{ applicantId: string }>;
  /** A WebSDK access token for the player. */
  accessToken(playerId: string): Promise<{ token: string; userId: string }>;
}

export class SumsubError extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
}

export function createSumsubClient(settings: SumsubSettings): SumsubClient {
  const base = settings.baseUrl.replace(/\/$/, '');
  async function send(method: 'GET' | 'POST', path: string, body?: object) {
    const text = body ? JSON.stringify(body) : '';
    const ts = Math.floor(settings.now().getTime() / 1000);
    const response = await fetch(`${base}${path}`, {
      method,
      headers: {
        accept: 'application/json',
        ...(body ? { 'content-type': 'application/json' } : {}),
        'X-App-Token': settings.appToken,
        'X-App-Access-Ts': String(ts),
        'X-App-Access-Sig': signSumsubRequest(settings.secretKey, ts, method, path, text),
      },
      body: body ? text : undefined,
      signal: AbortSignal.timeout(10_000),
    });
    const data = (await response.json().catch(() => ({}))) as Record<string, unknown>;
    return { status: response.status, data };
  }
  const levelName = encodeURIComponent(settings.levelName);
  return {
    levelName: settings.levelName,
    tokenTtlSeconds: settings.tokenTtlSeconds,
    async ensureApplicant(playerId, email) {
      const created = await send('POST', `/resources/applicants?levelName=${levelName}`, {
        externalUserId: playerId,
        email,
      });
      if (created.status === 200 || created.status === 201) {
        return { applicantId: String(created.data.id) };
      }
      if (created.status !== 409) {
        throw new SumsubError(created.status, `applicant not created (${created.status})`);
      }
      // Already there: look it up by our id.
      const found = await send(
        'GET',
        `/resources/applicants/-;externalUserId=${encodeURIComponent(playerId)}/one`,
      );
      if (found.status !== 200) {
        throw new SumsubError(found.status, `applicant not found (${found.status})`);
      }
      return { applicantId: String(found.data.id) };
    },
    async accessToken(playerId) {
      const reply = await send('POST', '/resources/accessTokens/sdk', {
        userId: playerId,
        levelName: settings.levelName,
        ttlInSecs: settings.tokenTtlSeconds,
      });
      if (reply.status !== 200 || typeof reply.data.token !== 'string') {
        throw new SumsubError(reply.status, `no access token (${reply.status})`);
      }
      return { token: reply.data.token, userId: String(reply.data.userId ?? playerId) };
    },
  };
}

/** A webhook's `X-Payload-Digest`: HMAC of the raw body with the webhook secret. */
export function webhookDigest(
  secret: string,
  body: Uint8Array,
  alg: 'HMAC_SHA1_HEX' | 'HMAC_SHA256_HEX' | 'HMAC_SHA512_HEX' = 'HMAC_SHA256_HEX',
) {
  const hash = alg === 'HMAC_SHA1_HEX' ? 'sha1' : alg === 'HMAC_SHA512_HEX' ? 'sha512' : 'sha256';
  return createHmac(hash, secret).update(body).digest('hex');
}
