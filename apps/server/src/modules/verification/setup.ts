import type { Db } from '@casino/db';
import { type Config, kycAdapterOf } from '../../config.ts';
import type { Clock } from '../../shared/clock.ts';
import type { EventSink } from '../../shared/event-bus.ts';
import type { Outbox } from '../../shared/mailer.ts';
import type { VerificationContext, VerificationLog } from './context.ts';
import { documentStoreOf } from './storage.ts';
import { createSumsubClient } from './sumsub/client.ts';

/** The verification context from the settings (KYC_*, SUMSUB_*); a missing Sumsub key stops the boot. */
export function createVerificationContext(options: {
  config: Config;
  db: Db;
  clock: Clock;
  events: EventSink;
  outbox: Outbox;
  log: VerificationLog;
}): VerificationContext {
  const { config } = options;
  const adapter = kycAdapterOf(config);
  let sumsub: VerificationContext['sumsub'] = null;
  if (adapter === 'sumsub') {
    const missing = (
      ['SUMSUB_APP_TOKEN', 'SUMSUB_SECRET_KEY', 'SUMSUB_WEBHOOK_SECRET'] as const
    ).filter((name) => !config[name]);
    if (missing.length > 0) {
      throw new Error(`KYC_ADAPTER=sumsub needs ${missing.join(', ')}`);
    }
    sumsub = createSumsubClient({
      baseUrl: config.SUMSUB_BASE_URL,
      appToken: config.SUMSUB_APP_TOKEN!,
      secretKey: config.SUMSUB_SECRET_KEY!,
      levelName: config.SUMSUB_LEVEL_NAME,
      tokenTtlSeconds: config.SUMSUB_TOKEN_TTL_SECONDS,
      now: () => options.clock.now(),
    });
  }
  return {
    db: options.db,
    clock: options.clock,
    events: options.events,
    outbox: options.outbox,
    log: options.log,
    store: documentStoreOf(config),
    adapter,
    levels: { basic: config.KYC_BASIC_DOCUMENTS, full: config.KYC_FULL_DOCUMENTS },
    rules: {
      requiredLevel: config.KYC_REQUIRED_LEVEL,
      beforeFirstWithdrawal: config.KYC_BEFORE_FIRST_WITHDRAWAL,
      depositTotal: config.KYC_DEPOSIT_TOTAL_LIMIT,
      withdrawalTotal: config.KYC_WITHDRAWAL_TOTAL_LIMIT,
      countries: config.KYC_COUNTRIES,
    },
    sumsub,
    sumsubWebhookSecret: config.SUMSUB_WEBHOOK_SECRET ?? null,
    sumsubSdkUrl: config.SUMSUB_WEBSDK_URL,
    validityDays: config.KYC_DOCUMENT_VALIDITY_DAYS,
    publicUrl: config.PUBLIC_URL,
  };
}
