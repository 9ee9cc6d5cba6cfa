import type { Config } from './config.ts';

/** Where the sandbox twins of the vendors' chat widgets are served (sandbox mode only, ADR 030). */
export const SANDBOX_WIDGETS_PATH = '/sandbox/widgets';
/** The vendors' own scripts and Freshchat's host, used when no other is configured (live mode). */
const VENDOR_SCRIPTS = {
  zendesk: 'https://static.zdassets.com/ekr/snippet.js',
  freshchat: 'https://wchat.freshchat.com/js/widget.js',
} as const;
const FRESHCHAT_VENDOR_HOST = 'https://wchat.freshchat.com';
/** The public key, token and key id the twins are given (they check nothing with them). */
const TWIN_KEY = 'sandbox-twin';

export type WidgetSettingsConfig = Pick<
  Config,
  | 'SITE_MODE'
  | 'PUBLIC_URL'
  | 'SUPPORT_CHAT_ADAPTER'
  | 'ZENDESK_WIDGET_URL'
  | 'ZENDESK_WIDGET_KEY'
  | 'ZENDESK_KEY_ID'
  | 'ZENDESK_SECRET'
  | 'FRESHCHAT_WIDGET_URL'
  | 'FRESHCHAT_TOKEN'
  | 'FRESHCHAT_HOST'
>;

/** The chat widgets' settings in force (docs/decisions/030). */
export interface WidgetSettings {
  zendesk: {
    /** The sandbox twin is in force: sandbox mode with neither a widget URL nor a key set. */
    isTwin: boolean;
    scriptUrl: string;
    key: string | undefined;
    keyId: string | undefined;
    /** Unset with the twin: a secret generated once and kept in the settings table. */
    secret: string | undefined;
  };
  freshchat: { isTwin: boolean; scriptUrl: string; token: string | undefined; host: string };
}

/**
 * The configured widget settings; in sandbox mode, a vendor with neither script URL nor key set
 * is its sandbox twin, served by this server, so `SUPPORT_CHAT_ADAPTER` alone shows the whole
 * flow. Live mode never gets a twin: unset scripts are the vendors' own.
 */
export function widgetSettingsOf(config: WidgetSettingsConfig): WidgetSettings {
  const sandbox = config.SITE_MODE === 'sandbox';
  const scriptOf = (vendor: keyof typeof VENDOR_SCRIPTS, isTwin: boolean, configured?: string) =>
    isTwin
      ? `${config.PUBLIC_URL}${SANDBOX_WIDGETS_PATH}/${vendor}.js`
      : (configured ?? VENDOR_SCRIPTS[vendor]);
  const zendeskTwin = sandbox && !config.ZENDESK_WIDGET_URL && !config.ZENDESK_WIDGET_KEY;
  const freshchatTwin = sandbox && !config.FRESHCHAT_WIDGET_URL && !config.FRESHCHAT_TOKEN;
  return {
    zendesk: {
      isTwin: zendeskTwin,
      scriptUrl: scriptOf('zendesk', zendeskTwin, config.ZENDESK_WIDGET_URL),
      key: zendeskTwin ? TWIN_KEY : config.ZENDESK_WIDGET_KEY,
      keyId: config.ZENDESK_KEY_ID ?? (zendeskTwin ? TWIN_KEY : undefined),
      secret: config.ZENDESK_SECRET,
    },
    freshchat: {
      isTwin: freshchatTwin,
      scriptUrl: scriptOf('freshchat', freshchatTwin, config.FRESHCHAT_WIDGET_URL),
      token: freshchatTwin ? TWIN_KEY : config.FRESHCHAT_TOKEN,
      host: config.FRESHCHAT_HOST ?? (freshchatTwin ? config.PUBLIC_URL : FRESHCHAT_VENDOR_HOST),
    },
  };
}

/** What the adapter in force still needs (empty: the site may offer it); names the settings. */
export function missingWidgetSettings(config: WidgetSettingsConfig): string[] {
  const { zendesk, freshchat } = widgetSettingsOf(config);
  const needs: Array<[string, unknown]> =
    config.SUPPORT_CHAT_ADAPTER === 'zendesk'
      ? [
          ['ZENDESK_WIDGET_KEY', zendesk.key],
          ['ZENDESK_KEY_ID', zendesk.keyId],
          ['ZENDESK_SECRET', zendesk.isTwin || zendesk.secret],
        ]
      : config.SUPPORT_CHAT_ADAPTER === 'freshchat'
        ? [['FRESHCHAT_TOKEN', freshchat.token]]
        : [];
  return needs.filter(([, value]) => !value).map(([name]) => name);
}
