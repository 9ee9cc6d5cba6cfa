import type { ChatWidget } from '@casino/contracts';
import type { Config } from '../../config.ts';

type WidgetConfig = Pick<
  Config,
  | 'SUPPORT_CHAT_ADAPTER'
  | 'ZENDESK_WIDGET_URL'
  | 'ZENDESK_WIDGET_KEY'
  | 'ZENDESK_KEY_ID'
  | 'ZENDESK_SECRET'
  | 'FRESHCHAT_WIDGET_URL'
  | 'FRESHCHAT_TOKEN'
  | 'FRESHCHAT_HOST'
>;

/** What a chat adapter needs before the site may offer it; names the missing settings. */
export function missingWidgetSettings(config: WidgetConfig): string[] {
  const needs =
    config.SUPPORT_CHAT_ADAPTER === 'zendesk'
      ? (['ZENDESK_WIDGET_KEY', 'ZENDESK_KEY_ID', 'ZENDESK_SECRET'] as const)
      : config.SUPPORT_CHAT_ADAPTER === 'freshchat'
        ? (['FRESHCHAT_TOKEN'] as const)
        : [];
  return needs.filter((name) => !config[name]);
}

/**
 * The vendor widget the site loads instead of the built-in chat (docs/decisions/030): its script
 * and the public values of its snippet; null with the built-in chat.
 */
export function chatWidgetOf(config: WidgetConfig): ChatWidget | null {
  if (config.SUPPORT_CHAT_ADAPTER === 'zendesk' && config.ZENDESK_WIDGET_KEY) {
    return {
      adapter: 'zendesk',
      scriptUrl: config.ZENDESK_WIDGET_URL,
      key: config.ZENDESK_WIDGET_KEY,
    };
  }
  if (config.SUPPORT_CHAT_ADAPTER === 'freshchat' && config.FRESHCHAT_TOKEN) {
    return {
      adapter: 'freshchat',
      scriptUrl: config.FRESHCHAT_WIDGET_URL,
      token: config.FRESHCHAT_TOKEN,
      host: config.FRESHCHAT_HOST,
    };
  }
  return null;
}
