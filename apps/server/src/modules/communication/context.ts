import type { Db } from '@casino/db';
import type { Config } from '../../config.ts';
import type { Outbox } from '../../shared/mailer.ts';

/** What the communication service and routes need; built once per app, never from a request. */
export interface CommunicationContext {
  db: Db;
  outbox: Outbox;
  /** CONTACT_EMAIL: support's inbox; null keeps messages in the table only. */
  supportEmail: string | null;
  /** Contact messages per hour, per client IP and per email address. */
  messagesPerHour: number;
}

export interface CommunicationDeps {
  config: Pick<Config, 'CONTACT_EMAIL' | 'RATE_LIMIT_CONTACT_PER_HOUR'>;
  db: Db;
  outbox: Outbox;
}

export function createCommunicationContext({
  config,
  db,
  outbox,
}: CommunicationDeps): CommunicationContext {
  return {
    db,
    outbox,
    supportEmail: config.CONTACT_EMAIL ?? null,
    messagesPerHour: config.RATE_LIMIT_CONTACT_PER_HOUR,
  };
}
