import type { SeamlessError, SeamlessResponse } from '@casino/contracts';
import type { DomainEvent } from '../../../shared/event-bus.ts';
import { defineTransactionScope } from '../../../shared/transaction.ts';
import type { Flag, LoggedCall } from './repository.ts';

/** A seamless answer as sent: status and the exact body bytes (kept for replays). */
export interface Reply {
  status: number;
  body: string;
}

export const success = (response: SeamlessResponse): Reply => ({
  status: 200,
  body: JSON.stringify(response),
});

export function failure(
  status: number,
  code: string,
  message: string,
  extra: Omit<SeamlessError, 'error'> = {},
): Reply {
  return { status, body: JSON.stringify({ error: { code, message }, ...extra }) };
}

/** How a call's transaction ends without committing: a refusal, or a replay found under the lock. */
export type CallEnd =
  | { kind: 'refused'; reply: Reply; event?: DomainEvent; flag?: Flag }
  | { kind: 'replayed'; logged: LoggedCall }
  | { kind: 'again' };

export const callTransaction = defineTransactionScope<CallEnd>('seamless call');

/**
 * Ends a call's transaction with a refusal: everything it wrote is rolled back and the
 * refusal is answered (never stored: a retry is judged afresh). `event` is published even so.
 */
export function refuse(reply: Reply, event?: DomainEvent): never {
  return callTransaction.rollback({ kind: 'refused', reply, event });
}

/**
 * Ends a call's transaction without an answer: what it sent before knowing it could (a stake
 * sent with the bet's reads, issue 31) turned out not to hold, so everything is rolled back
 * and the call is processed again, without anything sent ahead.
 */
export function processAgain(): never {
  return callTransaction.rollback({ kind: 'again' });
}

/** A refusal an operator should see: `flag` is kept (after the rollback) and logged. */
export function refuseFlagged(reply: Reply, flag: Flag): never {
  return callTransaction.rollback({ kind: 'refused', reply, flag });
}

export const invalidToken = () =>
  failure(401, 'invalid_token', 'The launch token is unknown to this casino');

export const badRequest = (field: string, message: string) =>
  failure(400, 'bad_request', `${field}: ${message}`);
