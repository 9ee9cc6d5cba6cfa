import { type FieldValidations, SANDBOX_CAPTCHA_ANSWER } from '@casino/contracts';
import { ShieldCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { CheckboxField } from '../../components/ui/checkbox-field';
import { useT } from '../site';

type Widget = NonNullable<FieldValidations['fields'][string]['widget']>;

/** A provider's browser API: both render into an element and call back with the answer. */
interface CaptchaApi {
  render(
    element: HTMLElement,
    options: {
      sitekey: string;
      callback: (answer: string) => void;
      'expired-callback': () => void;
      'error-callback': () => void;
    },
  ): unknown;
}

const SCRIPTS = {
  turnstile: {
    src: 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit',
    global: 'turnstile',
  },
  hcaptcha: { src: 'https://js.hcaptcha.com/1/api.js?render=explicit', global: 'hcaptcha' },
} as const;

const loading = new Map<string, Promise<CaptchaApi>>();

/** Loads a provider's script once per page (its origin is in the page policy, widget-origins.ts). */
function loadApi(provider: keyof typeof SCRIPTS): Promise<CaptchaApi> {
  let promise = loading.get(provider);
  if (!promise) {
    const { src, global } = SCRIPTS[provider];
    promise = new Promise<CaptchaApi>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = src;
      script.async = true;
      script.onload = () => {
        const api = (window as unknown as Record<string, CaptchaApi | undefined>)[global];
        if (api) resolve(api);
        else reject(new Error(`${provider} did not load`));
      };
      script.onerror = () => reject(new Error(`${provider} did not load`));
      document.head.append(script);
    });
    promise.catch(() => loading.delete(provider));
    loading.set(provider, promise);
  }
  return promise;
}

/**
 * The registration's `captcha` (server: modules/player/captcha.ts): the sandbox's "I am not a
 * robot" box, or the provider's widget. Either hands its answer to `onAnswer` ('' when none).
 */
export function CaptchaField({
  widget,
  error,
  onAnswer,
}: {
  widget: Widget;
  error?: string | undefined;
  onAnswer: (answer: string) => void;
}) {
  const t = useT();
  const box = useRef<HTMLDivElement>(null);
  const { provider, siteKey } = widget;
  useEffect(() => {
    if (provider === 'sandbox' || !siteKey || !box.current) return;
    const element = box.current;
    let isLive = true;
    loadApi(provider)
      .then((api) => {
        if (!isLive) return;
        element.replaceChildren();
        api.render(element, {
          sitekey: siteKey,
          callback: onAnswer,
          'expired-callback': () => onAnswer(''),
          'error-callback': () => onAnswer(''),
        });
      })
      .catch(() => isLive && onAnswer(''));
    return () => {
      isLive = false;
    };
  }, [provider, siteKey, onAnswer]);
  const message = error ? t('auth.captchaError') : undefined;
  if (provider === 'sandbox') {
    return (
      <CheckboxField
        className="captcha-box"
        data-testid="captcha"
        label={
          <span className="captcha-box__label">
            {t('auth.captchaSandbox')}
            <ShieldCheck size={22} aria-hidden="true" />
          </span>
        }
        error={message}
        onChange={(event) => onAnswer(event.currentTarget.checked ? SANDBOX_CAPTCHA_ANSWER : '')}
      />
    );
  }
  return (
    <div className="field" data-testid="captcha">
      <div ref={box} className="captcha-widget" />
      {message ? (
        <p className="field__error" role="alert">
          {message}
        </p>
      ) : null}
    </div>
  );
}
