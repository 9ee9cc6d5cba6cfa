import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import { createMailbox } from './mailbox.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Delivers one message; SMTP when SMTP_URL is set, the local mailbox otherwise. */
export interface Mailer {
  readonly kind: 'smtp' | 'mailbox';
  send(message: MailMessage): Promise<void>;
}

export function createSmtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport(url);
  return {
    kind: 'smtp',
    async send(message) {
      await transport.sendMail({ from, ...message });
    },
  };
}

export function createMailer(config: {
  SMTP_URL?: string;
  MAIL_FROM: string;
  MAILBOX_DIR: string;
}): Mailer {
  return config.SMTP_URL
    ? createSmtpMailer(config.SMTP_URL, config.MAIL_FROM)
    : createMailbox(config.MAILBOX_DIR, config.MAIL_FROM);
}

/**
 * Sends in the background so that no response waits on (or reveals, by its timing) a mail
 * server. A failed delivery is logged, never surfaced to the caller. `flush()` waits for
 * what is under way (tests, shutdown).
 */
export interface Outbox {
  readonly kind: Mailer['kind'];
  queue(message: MailMessage): void;
  flush(): Promise<void>;
}

export function createOutbox(mailer: Mailer, log: FastifyBaseLogger): Outbox {
  const pending = new Set<Promise<void>>();
  return {
    kind: mailer.kind,
    queue(message) {
      const delivery = mailer
        .send(message)
        .catch((err: unknown) => log.error({ err, subject: message.subject }, 'mail not sent'))
        .finally(() => pending.delete(delivery));
      pending.add(delivery);
    },
    async flush() {
      while (pending.size > 0) await Promise.all(pending);
    },
  };
}
