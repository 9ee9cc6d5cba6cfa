import type { Config } from './config.ts';
import {
  missingRegisterSettings,
  type NationalRegisterConfig,
} from './modules/limits/register/by-profile.ts';
import {
  missingWidgetSettings,
  type WidgetSettingsConfig,
  widgetSettingsOf,
} from './widget-settings.ts';

/** The secrets a live site must be given (not generated), at this length at least. */
const MIN_SECRET_LENGTH = 32;

type LiveConfig = Pick<
  Config,
  | 'SITE_MODE'
  | 'SMTP_URL'
  | 'PUBLIC_URL'
  | 'TRUST_PROXY'
  | 'PAYMENT_PROVIDERS'
  | 'SESSION_SECRET'
  | 'SANDBOX_CARD_WEBHOOK_SECRET'
  | 'SANDBOX_CRYPTO_WEBHOOK_SECRET'
  | 'SANDBOX_PIX_WEBHOOK_SECRET'
  | 'BUILTIN_PROVIDER_SECRET'
  | 'CONTENT_PREVIEW_TOKEN'
  | 'GAME_ORIGIN'
  | 'OIDC_PROVIDERS'
  | 'KYC_ADAPTER'
  | 'SUMSUB_WEBSDK_URL'
  | 'SELF_EXCLUSION_REGISTER'
  | 'CAPTCHA_PROVIDER'
  | 'CAPTCHA_VERIFY_URL'
  | 'SPORTSBOOK_SEED'
  | 'HUB88_ENABLED'
  | 'HUB88_PUBLIC_KEY'
  | 'SOFTSWISS_ENABLED'
  | 'SOFTSWISS_AUTH_TOKEN'
  | 'EVERYMATRIX_ENABLED'
  | 'EVERYMATRIX_SECRET'
  | 'SLOTEGRATOR_ENABLED'
  | 'SLOTEGRATOR_MERCHANT_ID'
  | 'SLOTEGRATOR_MERCHANT_KEY'
> &
  WidgetSettingsConfig &
  NationalRegisterConfig;

/** Seeds anyone can read (the former default and example): a feed keyed by one is foreseeable. */
const PUBLIC_SPORTSBOOK_SEEDS = ['aurora'];

/** The sportsbook feed's key decides every result (ADR 032 "Fairness"): given, secret, long. */
function sportsbookSeedProblem(seed: string | undefined): string | null {
  if (!seed) return 'SPORTSBOOK_SEED: not set (a generated key is not allowed in live mode)';
  if (PUBLIC_SPORTSBOOK_SEEDS.includes(seed.toLowerCase())) {
    return 'SPORTSBOOK_SEED: a public seed (anyone could compute every result); set a secret one';
  }
  if (seed.length < MIN_SECRET_LENGTH) {
    return `SPORTSBOOK_SEED: shorter than ${MIN_SECRET_LENGTH} characters`;
  }
  return null;
}

/** The secrets checked: always, or only while the feature they sign is on. */
function secretsToCheck(config: LiveConfig): Array<[name: string, value: string | undefined]> {
  const on = (provider: Config['PAYMENT_PROVIDERS'][number]) =>
    config.PAYMENT_PROVIDERS.includes(provider);
  const secrets: Array<[string, string | undefined, checked: boolean]> = [
    ['SESSION_SECRET', config.SESSION_SECRET, true],
    ['SANDBOX_CARD_WEBHOOK_SECRET', config.SANDBOX_CARD_WEBHOOK_SECRET, on('sandbox-card')],
    ['SANDBOX_CRYPTO_WEBHOOK_SECRET', config.SANDBOX_CRYPTO_WEBHOOK_SECRET, on('sandbox-crypto')],
    ['SANDBOX_PIX_WEBHOOK_SECRET', config.SANDBOX_PIX_WEBHOOK_SECRET, on('sandbox-pix')],
    ['BUILTIN_PROVIDER_SECRET', config.BUILTIN_PROVIDER_SECRET, true],
    // Live mode ignores the sandbox's shared operator key: back-office API keys only (ADR 023).
    // Previews are optional; a token that is set must be strong.
    [
      'CONTENT_PREVIEW_TOKEN',
      config.CONTENT_PREVIEW_TOKEN,
      config.CONTENT_PREVIEW_TOKEN !== undefined,
    ],
  ];
  return secrets.filter(([, , checked]) => checked).map(([name, value]) => [name, value]);
}

/**
 * Why a live site must not start, one line per offending variable (empty: it may start).
 * Sandbox mode allows everything, so it never has problems.
 */
export function findLiveProblems(config: LiveConfig): string[] {
  if (config.SITE_MODE !== 'live') return [];
  const problems: string[] = [];
  if (!config.SMTP_URL) {
    problems.push('SMTP_URL: not set (live mail goes out over SMTP, never to the local mailbox)');
  }
  const sandboxes = config.PAYMENT_PROVIDERS.filter((id) => id.startsWith('sandbox'));
  if (sandboxes.length > 0) {
    problems.push(
      `PAYMENT_PROVIDERS: sandbox provider(s) enabled (${sandboxes.join(', ')}); list real ones or none`,
    );
  }
  if (config.KYC_ADAPTER === 'sandbox') {
    problems.push('KYC_ADAPTER: sandbox lets testers approve documents; use builtin or sumsub');
  }
  if (config.SELF_EXCLUSION_REGISTER === 'sandbox') {
    problems.push('SELF_EXCLUSION_REGISTER: sandbox answers from a test list; use gamstop or none');
  }
  // The national registers the profiles in use check (issue 32): their URL and key.
  problems.push(...missingRegisterSettings(config));
  // Aggregators (issue 34): on only with their key; the twins never run live.
  if (config.HUB88_ENABLED && !config.HUB88_PUBLIC_KEY) {
    problems.push('HUB88_PUBLIC_KEY: not set while HUB88_ENABLED (signatures cannot be checked)');
  }
  if (config.SOFTSWISS_ENABLED && !config.SOFTSWISS_AUTH_TOKEN) {
    problems.push(
      'SOFTSWISS_AUTH_TOKEN: not set while SOFTSWISS_ENABLED (no generated token live)',
    );
  }
  if (config.EVERYMATRIX_ENABLED && !config.EVERYMATRIX_SECRET) {
    problems.push(
      'EVERYMATRIX_SECRET: not set while EVERYMATRIX_ENABLED (no generated secret live)',
    );
  }
  if (config.SLOTEGRATOR_ENABLED && !config.SLOTEGRATOR_MERCHANT_KEY) {
    problems.push(
      'SLOTEGRATOR_MERCHANT_KEY: not set while SLOTEGRATOR_ENABLED (no generated key live)',
    );
  }
  if (config.SLOTEGRATOR_ENABLED && !config.SLOTEGRATOR_MERCHANT_ID) {
    problems.push(
      'SLOTEGRATOR_MERCHANT_ID: not set while SLOTEGRATOR_ENABLED (X-Merchant-Id cannot be checked)',
    );
  }
  if (config.CAPTCHA_PROVIDER === 'sandbox') {
    problems.push('CAPTCHA_PROVIDER: sandbox passes a ticked box; use turnstile, hcaptcha or none');
  }
  if (config.CAPTCHA_VERIFY_URL && !config.CAPTCHA_VERIFY_URL.startsWith('https://')) {
    problems.push(`CAPTCHA_VERIFY_URL: ${config.CAPTCHA_VERIFY_URL} is not https`);
  }
  for (const [name, value] of secretsToCheck(config)) {
    if (!value) problems.push(`${name}: not set (a generated secret is not allowed in live mode)`);
    else if (value.length < MIN_SECRET_LENGTH) {
      problems.push(`${name}: shorter than ${MIN_SECRET_LENGTH} characters`);
    }
  }
  const sportsbookSeed = sportsbookSeedProblem(config.SPORTSBOOK_SEED);
  if (sportsbookSeed) problems.push(sportsbookSeed);
  if (!config.PUBLIC_URL.startsWith('https://')) {
    problems.push(`PUBLIC_URL: ${config.PUBLIC_URL} is not https`);
  }
  // Widget scripts run in the site's pages: a live site loads them over https only (ADRs 028, 030).
  const widgets = widgetSettingsOf(config);
  const scripts = [
    ['SUMSUB_WEBSDK_URL', config.SUMSUB_WEBSDK_URL],
    ['ZENDESK_WIDGET_URL', widgets.zendesk.scriptUrl],
    ['FRESHCHAT_WIDGET_URL', widgets.freshchat.scriptUrl],
  ] as const;
  for (const [name, url] of scripts) {
    if (!url.startsWith('https://')) problems.push(`${name}: ${url} is not https`);
  }
  // A chat adapter runs the vendor's real widget in live mode (no sandbox twin): its keys.
  for (const name of missingWidgetSettings(config)) {
    problems.push(
      `${name}: not set (SUPPORT_CHAT_ADAPTER=${config.SUPPORT_CHAT_ADAPTER} needs it)`,
    );
  }
  // Games must run on an origin of their own (docs/decisions/017); behind a proxy the derived
  // https://host:PORT+1 rarely exists, so a live site names it.
  if (!config.GAME_ORIGIN?.startsWith('https://')) {
    problems.push(
      `GAME_ORIGIN: ${config.GAME_ORIGIN ?? 'not set'} (the games' own https origin, routed to GAME_ORIGIN_PORT)`,
    );
  }
  if (config.TRUST_PROXY === undefined) {
    problems.push(
      'TRUST_PROXY: not set (say false, a hop count, or the proxy addresses in front of the site)',
    );
  }
  // Social login (docs/decisions/029): a live provider is reached over https only.
  for (const provider of config.OIDC_PROVIDERS) {
    if (!provider.issuer.startsWith('https://')) {
      problems.push(`OIDC_PROVIDERS: ${provider.id} issuer ${provider.issuer} is not https`);
    }
  }
  return problems;
}

/** The boot refusal naming every problem. */
export function formatLiveProblems(problems: string[]): string {
  return `SITE_MODE=live refuses to boot until these are fixed:\n${problems
    .map((p) => `  ${p}`)
    .join('\n')}`;
}
