import { localizePath } from '@casino/contracts/site';
import { XCircle } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { buttonClass } from '../../components/ui/button';
import { SocialSecondFactor } from '../../features/auth/social-second-factor';
import {
  type FactorOffer,
  finishSocialLink,
  finishSocialLogin,
  offerOf,
  readSocialAppState,
} from '../../features/auth/use-social';
import { keepPendingSignUp } from '../../features/auth/use-social-sign-up';
import type { MessageKey } from '../../i18n/translate';
import { StatusCard } from '../../layouts/chrome/status-card';
import { ApiError } from '../../lib/api';
import { throwNotFound } from '../../lib/route-guards.server';
import { seoMeta } from '../../lib/seo';
import { session } from '../../lib/session/session-store';
import { useAlertText, useSite, useT } from '../../lib/site';
import { ui } from '../../lib/ui-store';
import type { Route } from './+types/callback';

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, 'auth', undefined, { isIndexable: false });

/**
 * Identity-provider return: needs state and a code (or the provider's error), else the route rule
 * fails (404).
 */
export function loader({ request }: Route.LoaderArgs) {
  const query = new URL(request.url).searchParams;
  if (!query.get('state') || !(query.get('code') || query.get('error'))) throwNotFound(request);
  return null;
}

/** The message of a failed social login (docs/decisions/029: error codes). */
const MESSAGES: Record<string, MessageKey> = {
  '11001': 'social.emailTaken',
  '11002': 'social.blocked',
  registration_required: 'social.registrationRequired',
  state_mismatch: 'social.invalidState',
  missing_transaction: 'social.invalidState',
  timeout: 'social.timeout',
  login_required: 'social.loginRequired',
  identity_taken: 'social.identityTaken',
  already_linked: 'social.identityTaken',
  country_restricted: 'restricted.text',
  // A Brazilian social sign-up whose CPF the registers refuse (issue 32), as the form says it.
  self_excluded: 'auth.selfExcludedRegister',
  welfare_beneficiary: 'auth.welfareBeneficiary',
  cpf_taken: 'auth.cpfTaken',
  register_unavailable: 'auth.registerUnavailable',
  // Germany (issue 32): playing with another operator now (LUGAS's activity file).
  active_elsewhere: 'auth.activeElsewhere',
};

interface Failure {
  message: string;
  code: string;
}

/**
 * Finishes a social login or link (docs/decisions/029): hands the provider's answer to the API,
 * which checks the transaction, state and ID token; then the target page or home. The preloader
 * stays up meanwhile.
 */
export default function AuthCallback() {
  const t = useT();
  const alert = useAlertText();
  const { locale } = useSite();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [failure, setFailure] = useState<Failure | null>(null);
  // Two-step sign-in (issue 35): the provider's answer waits on the server for the code.
  // The second step of a player with two-step sign-in, with what it may be answered by.
  const [offer, setOffer] = useState<FactorOffer | null>(null);
  const hasStarted = useRef(false);
  const failed = (error: unknown) => {
    const code = error instanceof ApiError ? String(error.code) : 'unknown';
    const key = MESSAGES[code];
    const fields = error instanceof ApiError ? Object.values(error.fields).flat() : [];
    const message = key
      ? t(key)
      : (fields[0] ?? (error instanceof ApiError ? error.message : t('social.invalidState')));
    setFailure({ message, code });
  };
  const signedIn = (reply: Awaited<ReturnType<typeof finishSocialLogin>>) => {
    session.signIn(reply.profile);
    if (reply.profile.isNewlyRegistered) {
      const welcome = alert('profile.successRegistration');
      ui.toast({
        kind: 'success',
        title: welcome.title ?? welcome.text,
        text: welcome.title && welcome.text,
      });
    }
    navigate(reply.target ?? localizePath('/', locale), { replace: true });
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: one exchange per visit; the handlers read the same values
  useEffect(() => {
    if (hasStarted.current) return; // one exchange: a code is good once
    hasStarted.current = true;
    const body = {
      state: params.get('state') ?? '',
      ...(params.get('code') ? { code: params.get('code')! } : {}),
      ...(params.get('iss') ? { iss: params.get('iss')! } : {}),
      ...(params.get('error') ? { error: params.get('error')! } : {}),
      ...(params.get('error_description')
        ? { errorDescription: params.get('error_description')! }
        : {}),
    };
    const home = localizePath('/', locale);
    const appState = readSocialAppState();
    const finish =
      appState?.mode === 'link'
        ? finishSocialLink(body).then(() => {
            ui.toast({
              kind: 'success',
              title: t('social.linkDone', { name: appState.providerName ?? appState.providerId }),
            });
            navigate(localizePath('/profile/info', locale), { replace: true });
          })
        : finishSocialLogin(body).then(signedIn);
    finish
      .catch((error: unknown) => {
        const code = error instanceof ApiError ? String(error.code) : 'unknown';
        // An identity no account has: the register step, the identity kept (issue 29).
        if (code === 'registration_required' && appState) {
          keepPendingSignUp(appState.providerId);
          navigate(`${home}?sign-up`, { replace: true });
          return;
        }
        if (code === 'second_factor_required' && error instanceof ApiError) {
          return setOffer(offerOf(error));
        }
        failed(error);
      })
      .finally(() => window.__dismissPreloader?.());
  }, [params, locale, navigate, t, alert]);

  if (failure) {
    const home = localizePath('/', locale);
    const isSignUp = failure.code === 'registration_required';
    return (
      <StatusCard
        title={t('social.failedTitle')}
        text={failure.message}
        icon={<XCircle size={32} aria-hidden="true" />}
      >
        <a className={buttonClass('primary')} href={`${home}?${isSignUp ? 'sign-up' : 'sign-in'}`}>
          {isSignUp ? t('social.createAccount') : t('social.tryAgain')}
        </a>
        <a className={buttonClass('ghost')} href={home}>
          {t('common.homepage')}
        </a>
      </StatusCard>
    );
  }
  if (offer) return <SocialSecondFactor offer={offer} onSignedIn={signedIn} onFailed={failed} />;
  return <StatusCard title={t('auth.signingIn')} text={t('social.completing')} />;
}
