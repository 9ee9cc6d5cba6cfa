import type { AppError } from './errors.ts';
import type { Result } from './result.ts';

/** One HTTP answer per kind of a module's failure union; a missing kind does not compile. */
export type FailureTable<F extends { kind: string }> = {
  [K in F['kind']]: (failure: Extract<F, { kind: K }>) => AppError;
};

export interface Failures<F extends { kind: string }> {
  /** The HTTP error of an expected failure. */
  toAppError(failure: F): AppError;
  /** A service result's value, or its failure thrown as the matching HTTP error. */
  unwrap<T>(result: Result<T, F>): T;
}

/**
 * A module's failure → HTTP map (services return `Result<T, F>`, routes `unwrap` them):
 * `export const { toAppError, unwrap } = defineFailures<WalletFailure>({ ... })`.
 */
export function defineFailures<F extends { kind: string }>(table: FailureTable<F>): Failures<F> {
  const toAppError = (failure: F): AppError =>
    (table[failure.kind as F['kind']] as (failure: F) => AppError)(failure);
  return {
    toAppError,
    unwrap<T>(result: Result<T, F>): T {
      if (!result.ok) throw toAppError(result.error);
      return result.value;
    },
  };
}
