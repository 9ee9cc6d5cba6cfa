import type { DocumentKind, VerificationAdapter, VerificationLevel } from '@casino/contracts';
import type { Db } from '@casino/db';
import type { Clock } from '../../shared/clock.ts';
import type { EventSink } from '../../shared/event-bus.ts';
import type { Outbox } from '../../shared/mailer.ts';
import type { LevelRules } from './state-machine.ts';
import type { DocumentStore } from './storage.ts';
import type { SumsubClient } from './sumsub/client.ts';

export interface VerificationLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

/** When verification is required (KYC_* settings, docs/decisions/028). */
export interface VerificationRules {
  requiredLevel: VerificationLevel;
  beforeFirstWithdrawal: boolean;
  /** Lifetime totals in major units of the base currency (0: no such rule). */
  depositTotal: number;
  withdrawalTotal: number;
  countries: readonly string[];
}

/** What the verification services need; built once in app.ts. */
export interface VerificationContext {
  db: Db;
  clock: Clock;
  events: EventSink;
  outbox: Outbox;
  store: DocumentStore;
  adapter: VerificationAdapter;
  levels: LevelRules;
  rules: VerificationRules;
  /** The Sumsub API client, when KYC_ADAPTER=sumsub. */
  sumsub: SumsubClient | null;
  sumsubWebhookSecret: string | null;
  /** Days an approval stays valid per kind when the reviewer gives no expiry date. */
  validityDays: Partial<Record<DocumentKind, number>>;
  /** The WebSDK script the site loads (SUMSUB_WEBSDK_URL). */
  sumsubSdkUrl: string;
  publicUrl: string;
  log: VerificationLog;
}

export const todayOf = (ctx: Pick<VerificationContext, 'clock'>) =>
  ctx.clock.now().toISOString().slice(0, 10);

export const KIND_LABEL: Record<DocumentKind, string> = {
  identity: 'identity document',
  address: 'proof of address',
  payment: 'payment method proof',
  selfie: 'selfie',
};
