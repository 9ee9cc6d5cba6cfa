import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../shared/errors.ts';
import { bodyEmail } from '../../shared/rate-limit.ts';

const WINDOW_MS = 60_000;

export interface LoginLimits {
  /** preValidation of the login: 429 past a limit, or a wait while the email is under attack. */
  check(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  /** Counts a wrong password (or unknown email) of this request. */
  recordFailure(request: FastifyRequest): Promise<void>;
}

/**
 * Login limits that cannot lock the owner out (docs/decisions/016): failures are refused per
 * address and per (email, address), so an attacker elsewhere never blocks the owner's address.
 * Failures of one email from anywhere only slow each further try down, by a few seconds.
 */
export function createLoginLimits(app: FastifyInstance): LoginLimits {
  const { failures, config } = app;
  const keysOf = (request: FastifyRequest) => {
    const email = bodyEmail(request);
    return {
      address: `login ip:${request.ip}`,
      emailAtAddress: email === null ? null : `login email-ip:${email}|${request.ip}`,
      email: email === null ? null : `login email:${email}`,
    };
  };
  return {
    async check(request, reply) {
      const keys = keysOf(request);
      for (const key of [keys.address, keys.emailAtAddress]) {
        if (key === null) continue;
        const { count, retryAfterSeconds } = await failures.read(key);
        if (count >= config.RATE_LIMIT_LOGIN_PER_MINUTE) {
          reply.header('retry-after', String(retryAfterSeconds));
          const message = `Too many attempts, try again in ${retryAfterSeconds} seconds`;
          throw new AppError(429, 'rate_limited', message);
        }
      }
      if (keys.email === null) return;
      const { count } = await failures.read(keys.email);
      const excess = count - config.LOGIN_SLOWDOWN_AFTER_FAILURES + 1;
      if (excess > 0) await sleep(Math.min(excess, config.LOGIN_SLOWDOWN_MAX_SECONDS) * 1000);
    },
    async recordFailure(request) {
      const keys = keysOf(request);
      for (const key of [keys.address, keys.emailAtAddress, keys.email]) {
        if (key !== null) await failures.add(key, WINDOW_MS);
      }
    },
  };
}
