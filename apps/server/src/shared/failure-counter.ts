import type { Redis } from 'ioredis';

export interface FailureCount {
  count: number;
  /** Seconds until the window of this key ends (0 when nothing is counted). */
  retryAfterSeconds: number;
}

/**
 * Counts failures (wrong passwords, wrong operator keys) per key in fixed windows. Unlike the
 * request limits, a success costs nothing: only failures bring a key closer to its limit.
 */
export interface FailureCounter {
  read(key: string): Promise<FailureCount>;
  /** Counts one failure; the window starts with the first one. */
  add(key: string, windowMs: number): Promise<void>;
  /**
   * Counts one attempt at once and answers the count with it (one atomic step, so parallel
   * attempts each see a different count): count an attempt before checking it, then `forgive`
   * it if it succeeded (issue 27).
   */
  hit(key: string, windowMs: number): Promise<FailureCount>;
  /** Takes back one counted attempt (it succeeded); never below zero. */
  forgive(key: string): Promise<void>;
}

/** In memory, per instance; expired keys are dropped as new ones come. */
export function memoryFailureCounter(now: () => number = Date.now): FailureCounter {
  const entries = new Map<string, { count: number; endsAt: number }>();
  const live = (key: string) => {
    const entry = entries.get(key);
    if (entry && entry.endsAt <= now()) entries.delete(key);
    return entries.get(key);
  };
  return {
    async read(key) {
      const entry = live(key);
      if (!entry) return { count: 0, retryAfterSeconds: 0 };
      return { count: entry.count, retryAfterSeconds: Math.ceil((entry.endsAt - now()) / 1000) };
    },
    async add(key, windowMs) {
      const entry = live(key);
      if (entry) entry.count++;
      else entries.set(key, { count: 1, endsAt: now() + windowMs });
      if (entries.size > 10_000) for (const name of [...entries.keys()]) live(name);
    },
    async hit(key, windowMs) {
      // No await before the count changes: parallel attempts cannot read the same count.
      const entry = live(key) ?? { count: 0, endsAt: now() + windowMs };
      entry.count++;
      entries.set(key, entry);
      if (entries.size > 10_000) for (const name of [...entries.keys()]) live(name);
      return { count: entry.count, retryAfterSeconds: Math.ceil((entry.endsAt - now()) / 1000) };
    },
    async forgive(key) {
      const entry = live(key);
      if (entry && entry.count > 0) entry.count--;
    },
  };
}

/**
 * INCR with the window set by the first attempt (or mended when a key lost its expiry), and the
 * count and time left, in one step.
 */
const HIT_SCRIPT = `local count = redis.call('INCR', KEYS[1])
if count == 1 or redis.call('PTTL', KEYS[1]) < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {count, redis.call('PTTL', KEYS[1])}`;
const FORGIVE_SCRIPT = `local count = tonumber(redis.call('GET', KEYS[1]) or '0')
if count > 0 then redis.call('DECR', KEYS[1]) end
return 0`;

/** In Redis, shared by every instance; open (nothing counted) while Redis is down. */
export function redisFailureCounter(redis: Redis, prefix: string): FailureCounter {
  return {
    async read(key) {
      try {
        const [count, ttl] = await Promise.all([redis.get(prefix + key), redis.pttl(prefix + key)]);
        return { count: Number(count ?? 0), retryAfterSeconds: Math.max(0, Math.ceil(ttl / 1000)) };
      } catch {
        return { count: 0, retryAfterSeconds: 0 };
      }
    },
    async add(key, windowMs) {
      try {
        if ((await redis.incr(prefix + key)) === 1) await redis.pexpire(prefix + key, windowMs);
      } catch {
        // Redis down: the failure goes uncounted, as the request limits skip on error.
      }
    },
    async hit(key, windowMs) {
      try {
        const [count, ttl] = (await redis.eval(HIT_SCRIPT, 1, prefix + key, windowMs)) as [
          number,
          number,
        ];
        return { count, retryAfterSeconds: Math.max(0, Math.ceil(ttl / 1000)) };
      } catch {
        return { count: 0, retryAfterSeconds: 0 };
      }
    },
    async forgive(key) {
      try {
        await redis.eval(FORGIVE_SCRIPT, 1, prefix + key);
      } catch {
        // Redis down: nothing was counted either.
      }
    },
  };
}
