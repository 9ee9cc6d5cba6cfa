import type { SupportPush } from '@casino/contracts';
import type { Db } from '@casino/db';
import type { Config } from '../../config.ts';
import type { Clock } from '../../shared/clock.ts';
import type { SubscriptionTokens } from '../../shared/subscription-token.ts';
import { defineTransactionScope } from '../../shared/transaction.ts';
import { parseHours, type SupportHours } from './availability.ts';
import type { SupportFailure } from './failures.ts';
import { missingWidgetSettings } from './widget-service.ts';

/** What the support chat's services need; built once in app.ts (docs/decisions/030). */
export interface SupportContext {
  db: Db;
  clock: Clock;
  /** Realtime publication on every instance (the hub, passed in by app.ts: a sink). */
  publish(channel: string, push: SupportPush): Promise<unknown>;
  subscriptionTokens: SubscriptionTokens;
  isGuestChatEnabled: boolean;
  hours: SupportHours | null;
  maxAttachmentBytes: number;
  messagesPerMinute: number;
  isLive: boolean;
  /** ZENDESK_KEY_ID and ZENDESK_SECRET, when the Zendesk adapter is configured. */
  zendesk: { keyId: string; secret: string } | null;
  /** Where attachments' bytes go: the documents' store (local folder or S3, KYC_STORAGE). */
  store: AttachmentStore;
}

/** The part of the document store attachments use (keys `support/<attachmentId>`). */
export interface AttachmentStore {
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  get(key: string): Promise<Uint8Array | null>;
  delete(key: string): Promise<void>;
}

export interface SupportDeps {
  config: Pick<
    Config,
    | 'GUEST_CHAT_ENABLED'
    | 'SUPPORT_HOURS'
    | 'SUPPORT_ATTACHMENT_MAX_BYTES'
    | 'RATE_LIMIT_SUPPORT_MESSAGES_PER_MINUTE'
    | 'SITE_MODE'
    | 'ZENDESK_KEY_ID'
    | 'ZENDESK_SECRET'
    | 'SUPPORT_CHAT_ADAPTER'
    | 'ZENDESK_WIDGET_URL'
    | 'ZENDESK_WIDGET_KEY'
    | 'FRESHCHAT_WIDGET_URL'
    | 'FRESHCHAT_TOKEN'
    | 'FRESHCHAT_HOST'
  >;
  db: Db;
  clock: Clock;
  publish: SupportContext['publish'];
  subscriptionTokens: SubscriptionTokens;
  store: AttachmentStore;
}

export function createSupportContext({ config, ...deps }: SupportDeps): SupportContext {
  const missing = missingWidgetSettings(config);
  if (missing.length > 0) {
    throw new Error(
      `SUPPORT_CHAT_ADAPTER=${config.SUPPORT_CHAT_ADAPTER} needs ${missing.join(', ')}`,
    );
  }
  return {
    ...deps,
    isGuestChatEnabled: config.GUEST_CHAT_ENABLED,
    hours: config.SUPPORT_HOURS ? parseHours(config.SUPPORT_HOURS) : null,
    maxAttachmentBytes: config.SUPPORT_ATTACHMENT_MAX_BYTES,
    messagesPerMinute: config.RATE_LIMIT_SUPPORT_MESSAGES_PER_MINUTE,
    isLive: config.SITE_MODE === 'live',
    zendesk:
      config.ZENDESK_KEY_ID && config.ZENDESK_SECRET
        ? { keyId: config.ZENDESK_KEY_ID, secret: config.ZENDESK_SECRET }
        : null,
  };
}

export const { run: inTransaction, rollback } = defineTransactionScope<SupportFailure>('support');
