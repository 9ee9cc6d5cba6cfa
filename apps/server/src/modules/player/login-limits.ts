import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../shared/errors.ts';
import { bodyEmail } from '../../shared/rate-limit.ts';

const WINDOW_MS = 60_000;

export interface LoginLimits {
  /**
   * preValidation of the login: counts this attempt, then 429 past a limit, or a wait while the
   * email is under attack.
   */
  check(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  /** The password was right (or never checked for a reason of the body): the attempt is forgiven. */
  forgive(request: FastifyRequest): Promise<void>;
}

/**
 * Login limits that cannot lock the owner out (docs/decisions/016): failures are refused per
 * address and per (email, address), so an attacker elsewhere never blocks the owner's address.
 * Failures of one email from anywhere only slow each further try down, by a few seconds.
 *
 * Every attempt is counted before its password is checked, in one atomic step per counter, and
 * taken back when it succeeds (issue 27): reading first and counting after let parallel guesses
 * all pass the same reading.
 */
export function createLoginLimits(app: FastifyInstance): LoginLimits {
  const { failures, config } = app;
  const counted = new WeakMap<FastifyRequest, string[]>();
  const keysOf = (request: FastifyRequest) => {
    const email = bodyEmail(request);
    return {
      address: `login ip:${request.ip}`,
      emailAtAddress: email === null ? null : `login email-ip:${email}|${request.ip}`,
      email: email === null ? null : `login email:${email}`,
    };
  };
  const forgive = async (request: FastifyRequest) => {
    const keys = counted.get(request) ?? [];
    counted.delete(request);
    for (const key of keys) await failures.forgive(key);
  };
  return {
    async check(request, reply) {
      const keys = keysOf(request);
      const hits: string[] = [];
      counted.set(request, hits);
      for (const key of [keys.address, keys.emailAtAddress]) {
        if (key === null) continue;
        const { count, retryAfterSeconds } = await failures.hit(key, WINDOW_MS);
        hits.push(key);
        if (count > config.RATE_LIMIT_LOGIN_PER_MINUTE) {
          // A refused attempt checks no password, so it is not counted as one.
          await forgive(request);
          reply.header('retry-after', String(retryAfterSeconds));
          const message = `Too many attempts, try again in ${retryAfterSeconds} seconds`;
          throw new AppError(429, 'rate_limited', message);
        }
      }
      if (keys.email === null) return;
      const { count } = await failures.hit(keys.email, WINDOW_MS);
      hits.push(keys.email);
      // `count` includes this attempt: the wait grows with the attempts before it.
      const excess = count - config.LOGIN_SLOWDOWN_AFTER_FAILURES;
      if (excess > 0) await sleep(Math.min(excess, config.LOGIN_SLOWDOWN_MAX_SECONDS) * 1000);
    },
    forgive,
  };
}
