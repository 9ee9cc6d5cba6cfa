import type { ChatWidget } from '@casino/contracts';
import { type WidgetSettingsConfig, widgetSettingsOf } from '../../widget-settings.ts';

/**
 * The vendor widget the site loads instead of the built-in chat (docs/decisions/030): its script
 * and the public values of its snippet (the sandbox twin's in sandbox mode when none is set);
 * null with the built-in chat.
 */
export function chatWidgetOf(config: WidgetSettingsConfig): ChatWidget | null {
  const { zendesk, freshchat } = widgetSettingsOf(config);
  if (config.SUPPORT_CHAT_ADAPTER === 'zendesk' && zendesk.key) {
    return { adapter: 'zendesk', scriptUrl: zendesk.scriptUrl, key: zendesk.key };
  }
  if (config.SUPPORT_CHAT_ADAPTER === 'freshchat' && freshchat.token) {
    return {
      adapter: 'freshchat',
      scriptUrl: freshchat.scriptUrl,
      token: freshchat.token,
      host: freshchat.host,
    };
  }
  return null;
}
