import { SANDBOX_CAPTCHA_ANSWER } from '@casino/contracts';

/**
 * The registration's captcha (spec section 3 profile field `captcha`; issue 18). Asked where the
 * registration field settings enable `captcha` and CAPTCHA_PROVIDER names a provider: the site
 * shows the provider's widget and sends its answer as `captcha`; the server verifies it here.
 */
export interface CaptchaVerifier {
  /** What the site renders: the sandbox check box, or the provider's widget with its site key. */
  widget: { provider: 'sandbox' | 'turnstile' | 'hcaptcha'; siteKey: string | null };
  /** True when the answer proves a person; throws when the provider cannot be asked. */
  verify(answer: string, remoteIp: string | null): Promise<boolean>;
}

export { SANDBOX_CAPTCHA_ANSWER };

/** The sandbox twin (sandbox mode only, docs/decisions/015): the ticked box passes. */
export function sandboxCaptcha(): CaptchaVerifier {
  return {
    widget: { provider: 'sandbox', siteKey: null },
    verify: async (answer) => answer === SANDBOX_CAPTCHA_ANSWER,
  };
}

/** The providers' own verify endpoints (both take the same form and answer `{ success }`). */
export const CAPTCHA_VERIFY_URLS = {
  turnstile: 'https://challenges.cloudflare.com/turnstile/v0/siteverify',
  hcaptcha: 'https://api.hcaptcha.com/siteverify',
} as const;

/**
 * A Turnstile- or hCaptcha-compatible verify call: POST `verifyUrl` with the form fields
 * `secret`, `response` and `remoteip`; the JSON answer's `success` says whether it passed.
 */
export function httpCaptcha(options: {
  provider: 'turnstile' | 'hcaptcha';
  siteKey: string;
  secret: string;
  verifyUrl: string;
  timeoutMs?: number;
}): CaptchaVerifier {
  return {
    widget: { provider: options.provider, siteKey: options.siteKey },
    async verify(answer, remoteIp) {
      const body = new URLSearchParams({ secret: options.secret, response: answer });
      if (remoteIp) body.set('remoteip', remoteIp);
      const res = await fetch(options.verifyUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body,
        signal: AbortSignal.timeout(options.timeoutMs ?? 5000),
      });
      if (!res.ok) {
        await res.arrayBuffer();
        throw new Error(`captcha verify answered ${res.status}`);
      }
      const reply = (await res.json()) as { success?: unknown };
      return reply.success === true;
    },
  };
}
