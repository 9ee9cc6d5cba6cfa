import type { Db } from '@casino/db';
import type { Config } from '../../config.ts';
import type { Outbox } from '../../shared/mailer.ts';
import { allowAllMarketing, type MarketingGate } from './marketing-service.ts';

/** What the communication service and routes need; built once per app, never from a request. */
export interface CommunicationContext {
  db: Db;
  outbox: Outbox;
  /** CONTACT_EMAIL: support's inbox; null keeps messages in the table only. */
  supportEmail: string | null;
  /** Contact messages per hour, per client IP and per email address. */
  messagesPerHour: number;
  /** Asked before any marketing mail (the limits module: none during an exclusion). */
  marketingGate: MarketingGate;
}

export interface CommunicationDeps {
  config: Pick<Config, 'CONTACT_EMAIL' | 'RATE_LIMIT_CONTACT_PER_HOUR'>;
  db: Db;
  outbox: Outbox;
  marketingGate?: MarketingGate;
}

export function createCommunicationContext({
  config,
  db,
  outbox,
  marketingGate = allowAllMarketing,
}: CommunicationDeps): CommunicationContext {
  return {
    db,
    outbox,
    supportEmail: config.CONTACT_EMAIL ?? null,
    messagesPerHour: config.RATE_LIMIT_CONTACT_PER_HOUR,
    marketingGate,
  };
}
