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
  /**
   * Counts one failure; the window starts with the first one. Resolves to the count with this
   * one, so a caller can count an attempt before checking it (parallel attempts each see a
   * different count) and refuse past its limit.
   */
  add(key: string, windowMs: number): Promise<number>;
  /** Takes back one counted attempt (it succeeded, or it was refused unchecked). */
  remove(key: string): Promise<void>;
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
      return entry?.count ?? 1;
    },
    async remove(key) {
      const entry = live(key);
      if (entry && --entry.count <= 0) entries.delete(key);
    },
  };
}

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
        const count = await redis.incr(prefix + key);
        if (count === 1) await redis.pexpire(prefix + key, windowMs);
        return count;
      } catch {
        // Redis down: the failure goes uncounted, as the request limits skip on error.
        return 0;
      }
    },
    async remove(key) {
      try {
        if ((await redis.decr(prefix + key)) <= 0) await redis.del(prefix + key);
      } catch {
        // Redis down: nothing was counted.
      }
    },
  };
}
