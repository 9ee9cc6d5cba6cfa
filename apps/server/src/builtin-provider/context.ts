import type { ProviderError } from '@casino/contracts';
import type { Db } from '@casino/db';
import type { FastifyBaseLogger } from 'fastify';
import type { Result } from '../shared/result.ts';
import type { SeamlessClient } from './seamless-client.ts';

/** What the provider's services need; the provider reads nothing of the casino but HTTP. */
export interface ProviderContext {
  db: Db;
  seamless: SeamlessClient;
  log: FastifyBaseLogger;
  /** Virtual credits of a new demo session, minor units of FUN. */
  demoBalance: number;
  /** Waits (ms) before each retry of a seamless call whose answer did not arrive. */
  retryDelays: { balance: number[]; bet: number[]; win: number[]; rollback: number[] };
  /** An open round untouched this long is finished by whoever finds it (request or sweeper). */
  staleRoundMs: number;
}

/** An answer that is not a success: HTTP status and the provider error body. */
export interface ProviderFailure {
  status: number;
  body: ProviderError;
}

export type ProviderResult<T> = Result<T, ProviderFailure>;

export const failure = (
  status: number,
  code: string,
  message: string,
  extra: Omit<ProviderError, 'error'> & { fields?: Record<string, string[]> } = {},
): { ok: false; error: ProviderFailure } => {
  const { fields, ...rest } = extra;
  return {
    ok: false,
    error: { status, body: { error: { code, message, ...(fields ? { fields } : {}) }, ...rest } },
  };
};

/** 400 naming the field, like the rest of the API. */
export const badRequest = (field: string, message: string) =>
  failure(400, 'validation_failed', 'Invalid body', { fields: { [field]: [message] } });
