import type { Db } from '@casino/db';
import type { Config } from '../../config.ts';
import type { Clock } from '../../shared/clock.ts';
import type { EventSink } from '../../shared/event-bus.ts';
import { lazySecret, type SecretStore } from '../../shared/lazy-secret.ts';
import type { SubscriptionTokens } from '../../shared/subscription-token.ts';
import { defineTransactionScope } from '../../shared/transaction.ts';
import {
  missingWidgetSettings,
  type WidgetSettingsConfig,
  widgetSettingsOf,
} from '../../widget-settings.ts';
import { parseHours, type SupportHours } from './availability.ts';
import type { SupportFailure } from './failures.ts';
import { createGuestIdentities, type GuestIdentities } from './guest-identity.ts';

/** What the support chat's services need; built once in app.ts (docs/decisions/030). */
export interface SupportContext {
  db: Db;
  clock: Clock;
  /**
   * Domain events after commit: `support.conversation.changed` (the realtime sink pushes them to
   * the conversation's channel and the agents' queue) and `support.agent.ended`.
   */
  events: EventSink;
  subscriptionTokens: SubscriptionTokens;
  isGuestChatEnabled: boolean;
  /** Signed guest identities (the `support_guest` cookie), keyed from the session secret. */
  guests: GuestIdentities;
  hours: SupportHours | null;
  maxAttachmentBytes: number;
  messagesPerMinute: number;
  isLive: boolean;
  /**
   * ZENDESK_KEY_ID and ZENDESK_SECRET, when the Zendesk adapter is configured; with the sandbox
   * twin, its key id and a secret generated once (kept in the settings table).
   */
  zendesk: ZendeskSigning | null;
  /** Where attachments' bytes go: the documents' store (local folder or S3, KYC_STORAGE). */
  store: AttachmentStore;
}

export interface ZendeskSigning {
  keyId: string;
  secret(): Promise<string>;
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
  > &
    WidgetSettingsConfig;
  /** Keeps the Zendesk twin's generated secret (the settings table). */
  secretStore: SecretStore;
  /** SESSION_SECRET (or the generated one): guest identities are signed under a key from it. */
  sessionSecret: () => Promise<string>;
  db: Db;
  clock: Clock;
  events: EventSink;
  subscriptionTokens: SubscriptionTokens;
  store: AttachmentStore;
}

/** Who signs Zendesk tokens: the configured key id and secret, or the sandbox twin's. */
function zendeskSigningOf(config: WidgetSettingsConfig, store: SecretStore): ZendeskSigning | null {
  const { zendesk } = widgetSettingsOf(config);
  const twin = zendesk.isTwin && config.SUPPORT_CHAT_ADAPTER === 'zendesk';
  if (!zendesk.keyId || !(zendesk.secret || twin)) return null;
  return {
    keyId: zendesk.keyId,
    secret: lazySecret({ configured: zendesk.secret, key: 'support.zendeskTwinSecret', store }),
  };
}

export function createSupportContext({
  config,
  secretStore,
  sessionSecret,
  ...deps
}: SupportDeps): SupportContext {
  const missing = missingWidgetSettings(config);
  if (missing.length > 0) {
    throw new Error(
      `SUPPORT_CHAT_ADAPTER=${config.SUPPORT_CHAT_ADAPTER} needs ${missing.join(', ')}`,
    );
  }
  return {
    ...deps,
    isGuestChatEnabled: config.GUEST_CHAT_ENABLED,
    guests: createGuestIdentities(sessionSecret),
    hours: config.SUPPORT_HOURS ? parseHours(config.SUPPORT_HOURS) : null,
    maxAttachmentBytes: config.SUPPORT_ATTACHMENT_MAX_BYTES,
    messagesPerMinute: config.RATE_LIMIT_SUPPORT_MESSAGES_PER_MINUTE,
    isLive: config.SITE_MODE === 'live',
    zendesk: zendeskSigningOf(config, secretStore),
  };
}

export const { run: inTransaction, rollback } = defineTransactionScope<SupportFailure>('support');
