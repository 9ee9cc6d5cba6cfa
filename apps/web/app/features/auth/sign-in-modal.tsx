import { ACTIVE_ELSEWHERE } from '@casino/contracts';
import { useState } from 'react';
import { AppLink } from '../../components/ui/app-link';
import { Button } from '../../components/ui/button';
import { FormError } from '../../components/ui/form-error';
import { Modal } from '../../components/ui/modal';
import { TextField } from '../../components/ui/text-field';
import { ApiError } from '../../lib/api';
import { useFieldForm } from '../../lib/forms/use-field-form';
import { modalSearch, useModal } from '../../lib/modal-query';
import { session } from '../../lib/session/session-store';
import { useSite, useT } from '../../lib/site';
import { SocialButtons } from './social-buttons';
import { useLogin } from './use-auth-calls';
import { type FactorOffer, offerOf, useStartSocialLogin } from './use-social';

const FIELDS = { email: { isRequired: true }, password: { isRequired: true } };
type Values = { email: string; password: string; code: string };

/** The answers of a second factor (issue 35): asked for, wrong, or too many tries. */
const SECOND_FACTOR_ASKED = 'second_factor_required';
const SECOND_FACTOR_WRONG = 'invalid_second_factor';
/** Loaded when the player picks a passkey (it carries the WebAuthn library). */
const passkeyModule = () => import('../../lib/passkey');

/**
 * Sign-in (docs/product/api-calls.md, playerApi.login); closes itself once the player is logged in.
 */
export default function SignInModal() {
  const login = useLogin();
  const t = useT();
  const { content } = useSite();
  const { close, href } = useModal();
  const [formError, setFormError] = useState<string | null>(null);
  // A player with two-step sign-in: after the right password, the code step (same form).
  // What the step offers: the code field, a passkey where the player has one and the browser can.
  const [offer, setOffer] = useState<FactorOffer | null>(null);
  const isCodeAsked = offer !== null;
  const { form, applyServerError } = useFieldForm<Values>(FIELDS, content.validation, {
    email: '',
    password: '',
    code: '',
  });
  const { errors, isSubmitting } = form.formState;
  const social = useStartSocialLogin();
  const [isPasskeyBusy, setPasskeyBusy] = useState(false);
  /** The second step answered with a passkey of this device instead of a code. */
  const onPasskey = async () => {
    setFormError(null);
    setPasskeyBusy(true);
    try {
      const { email, password } = form.getValues();
      const reply = await login.mutateAsync({
        body: { email, password, passkey: await (await passkeyModule()).answerWithPasskey() },
      });
      session.signIn(reply.profile);
    } catch (error) {
      const kind = error instanceof ApiError ? error.code : null;
      setFormError(
        kind === SECOND_FACTOR_WRONG || !(error instanceof ApiError)
          ? t('twoFactor.passkeyFailed')
          : applyServerError(error),
      );
    } finally {
      setPasskeyBusy(false);
    }
  };
  const onSocial = (providerId: string) => {
    setFormError(null);
    const { pathname, search } = window.location;
    social.mutate(
      { providerId, target: pathname + modalSearch(new URLSearchParams(search)) },
      { onError: (error) => setFormError(applyServerError(error)) },
    );
  };

  const onSubmit = form.handleSubmit(async ({ code, ...credentials }) => {
    setFormError(null);
    if (offer?.code && !code.trim()) {
      form.setError('code', { type: 'required', message: t('twoFactor.signInText') });
      return;
    }
    try {
      const body = isCodeAsked ? { ...credentials, code: code.trim() } : credentials;
      const reply = await login.mutateAsync({ body });
      session.signIn(reply.profile);
    } catch (error) {
      const kind = error instanceof ApiError ? error.code : null;
      if (kind === SECOND_FACTOR_ASKED && error instanceof ApiError)
        return setOffer(offerOf(error));
      // Germany (issue 32): one operator at a time (LUGAS), said in the player's language.
      if (kind === ACTIVE_ELSEWHERE) return setFormError(t('auth.activeElsewhere'));
      if (kind === SECOND_FACTOR_WRONG) {
        form.setError('code', { type: 'server', message: t('twoFactor.wrongCode') });
        return;
      }
      setFormError(applyServerError(error));
    }
  });

  return (
    <Modal title={t('auth.signInTitle')} onClose={close} closeLabel={t('common.close')}>
      <form className="form" method="post" onSubmit={onSubmit} noValidate>
        <FormError message={formError} />
        {offer?.code ? (
          <>
            <p className="muted">{t('twoFactor.signInText')}</p>
            <TextField
              label={t('twoFactor.signInCode')}
              autoComplete="one-time-code"
              autoCapitalize="none"
              spellCheck={false}
              autoFocus
              error={errors.code?.message}
              data-testid="sign-in-code"
              {...form.register('code')}
            />
          </>
        ) : isCodeAsked ? (
          <p className="muted">
            {offer.isPasskeyUnsupported
              ? t('twoFactor.passkeyUnsupported')
              : t('twoFactor.orPasskey')}
          </p>
        ) : (
          <>
            <TextField
              label={t('auth.email')}
              type="email"
              autoComplete="email"
              error={errors.email?.message}
              {...form.register('email')}
            />
            <TextField
              label={t('auth.password')}
              type="password"
              autoComplete="current-password"
              error={errors.password?.message}
              {...form.register('password')}
            />
            <div className="form__links">
              <AppLink to={href('forgot-pass')} className="link-button" preventScrollReset>
                {t('auth.forgot')}
              </AppLink>
            </div>
          </>
        )}
        {!isCodeAsked || offer.code ? (
          <Button type="submit" variant="primary" size="lg" isBlock isLoading={isSubmitting}>
            {isCodeAsked ? t('twoFactor.continue') : t('auth.signInSubmit')}
          </Button>
        ) : null}
        {offer?.passkey ? (
          <>
            {offer.code ? <p className="muted">{t('twoFactor.orPasskey')}</p> : null}
            <Button size="lg" isBlock isLoading={isPasskeyBusy} onClick={() => void onPasskey()}>
              {t('twoFactor.usePasskey')}
            </Button>
          </>
        ) : null}
        {isCodeAsked ? null : (
          <>
            <SocialButtons
              kind="sign-in"
              busyId={
                social.isPending || social.isSuccess ? (social.variables?.providerId ?? null) : null
              }
              onChoose={onSocial}
            />
            <p className="muted" style={{ textAlign: 'center' }}>
              {t('auth.noAccount')}{' '}
              <AppLink to={href('sign-up')} className="link-button" preventScrollReset>
                {t('header.signUp')}
              </AppLink>
            </p>
          </>
        )}
      </form>
    </Modal>
  );
}
