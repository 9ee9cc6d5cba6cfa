import { type Config, kycAdapterOf } from '../config.ts';
import { type WidgetSettingsConfig, widgetSettingsOf } from '../widget-settings.ts';

/**
 * The hosts a vendor's widget talks to once its script runs (its frames, API and sockets), as
 * the vendors document them. Only the adapters in force open the page policy to them.
 */
const VENDOR_HOSTS = {
  sumsub: ['https://*.sumsub.com', 'wss://*.sumsub.com'],
  zendesk: [
    'https://*.zendesk.com',
    'wss://*.zendesk.com',
    'https://*.zdassets.com',
    'https://*.zopim.com',
    'wss://*.zopim.com',
    'https://*.smooch.io',
    'wss://*.smooch.io',
  ],
  freshchat: [
    'https://*.freshchat.com',
    'wss://*.freshchat.com',
    'https://*.freshworks.com',
    'https://*.freshworksapi.com',
  ],
} as const;

/** What the site's pages may load for the widgets in force (docs/decisions/028 and 030). */
export interface WidgetOrigins {
  /** Script origins: the configured widget scripts'. */
  scripts: string[];
  /** Frames, connections, images and styles: the scripts' origins and the vendors' hosts. */
  hosts: string[];
}

export function widgetOriginsOf(
  config: Pick<
    Config,
    'KYC_ADAPTER' | 'SUMSUB_WEBSDK_URL' | 'SUMSUB_BASE_URL' | 'CAPTCHA_PROVIDER'
  > &
    WidgetSettingsConfig,
): WidgetOrigins {
  const scripts = new Set<string>();
  const hosts = new Set<string>();
  const origin = (url: string) => new URL(url).origin;
  if (kycAdapterOf(config) === 'sumsub') {
    scripts.add(origin(config.SUMSUB_WEBSDK_URL));
    hosts.add(origin(config.SUMSUB_BASE_URL));
    for (const host of VENDOR_HOSTS.sumsub) hosts.add(host);
  }
  // A sandbox twin is served by this site: the vendor's hosts stay closed.
  const { zendesk, freshchat } = widgetSettingsOf(config);
  if (config.SUPPORT_CHAT_ADAPTER === 'zendesk') {
    scripts.add(origin(zendesk.scriptUrl));
    if (!zendesk.isTwin) for (const host of VENDOR_HOSTS.zendesk) hosts.add(host);
  }
  if (config.SUPPORT_CHAT_ADAPTER === 'freshchat') {
    scripts.add(origin(freshchat.scriptUrl));
    hosts.add(origin(freshchat.host));
    if (!freshchat.isTwin) for (const host of VENDOR_HOSTS.freshchat) hosts.add(host);
  }
  // The registration captcha's widget (modules/player/captcha.ts): its script and frames.
  if (config.CAPTCHA_PROVIDER === 'turnstile') scripts.add('https://challenges.cloudflare.com');
  if (config.CAPTCHA_PROVIDER === 'hcaptcha') {
    scripts.add('https://js.hcaptcha.com');
    hosts.add('https://hcaptcha.com');
    hosts.add('https://*.hcaptcha.com');
  }
  for (const script of scripts) hosts.add(script);
  return { scripts: [...scripts], hosts: [...hosts] };
}
