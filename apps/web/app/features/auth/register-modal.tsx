import { Gift } from 'lucide-react';
import { useEffect, useState } from 'react';
import { AppLink } from '../../components/ui/app-link';
import { Button } from '../../components/ui/button';
import { CheckboxField } from '../../components/ui/checkbox-field';
import { FormError } from '../../components/ui/form-error';
import { Modal } from '../../components/ui/modal';
import { SelectField } from '../../components/ui/select-field';
import { Skeleton } from '../../components/ui/skeleton';
import { TextField } from '../../components/ui/text-field';
import { affiliateFields } from '../../lib/affiliate';
import { isCountryRefusal } from '../../lib/country';
import {
  type ExtraProfileField,
  ExtraProfileFields,
  emptyExtraValues,
  enabledExtraFields,
} from '../../lib/forms/extra-profile-fields';
import { useFieldSettings } from '../../lib/forms/field-settings';
import { useFieldForm } from '../../lib/forms/use-field-form';
import { modalSearch, useModal } from '../../lib/modal-query';
import { currencyName } from '../../lib/money/currency-name';
import { currencyForCountry, useCountries, useCurrencies } from '../../lib/reference-data';
import { session } from '../../lib/session/session-store';
import { useAlertText, useSite, useT } from '../../lib/site';
import { ui } from '../../lib/ui-store';
import { SocialButtons } from './social-buttons';
import { useRegister } from './use-auth-calls';
import { useStartSocialLogin } from './use-social';

interface RegisterValues {
  email: string;
  password: string;
  password_confirmation: string;
  currency: string;
  country: string;
  agreements: boolean;
  bonusCode: string;
  receiveEmailPromo: boolean;
  [extra: string]: string | boolean;
}

/** The further fields left blank are not sent (the server would check them). */
function withoutEmptyExtras<T extends Record<string, unknown>>(
  values: T,
  extra: readonly ExtraProfileField[],
): T {
  return Object.fromEntries(
    Object.entries(values).filter(
      ([name, value]) => !(extra.includes(name as ExtraProfileField) && value === ''),
    ),
  ) as T;
}

/** Sign-up with the fields the server requires (scenario registration); logs in at once. */
export default function RegisterModal() {
  const t = useT();
  const { close, href } = useModal();
  const settings = useFieldSettings('registration');
  const promo = useSite().content.modals.register;
  return (
    <Modal title={t('auth.registerTitle')} onClose={close} closeLabel={t('common.close')}>
      {promo ? (
        <div className="modal-promo">
          <Gift size={22} aria-hidden="true" />
          <div>
            <p className="modal-promo__title">{promo.title}</p>
            {promo.text ? <p className="muted">{promo.text}</p> : null}
          </div>
        </div>
      ) : null}
      {settings ? (
        <RegisterForm settings={settings} />
      ) : (
        <div className="form" aria-busy="true">
          {[1, 2, 3, 4].map((i) => (
            <Skeleton key={i} height={44} />
          ))}
        </div>
      )}
      {/* Outside the form: a link that works while the form's settings still load. */}
      <p className="muted" style={{ textAlign: 'center', marginTop: 'var(--space-4)' }}>
        {t('auth.haveAccount')}{' '}
        <AppLink to={href('sign-in')} className="link-button" preventScrollReset>
          {t('header.signIn')}
        </AppLink>
      </p>
    </Modal>
  );
}

function RegisterForm({ settings }: { settings: Record<string, { isRequired: boolean }> }) {
  const register = useRegister();
  const t = useT();
  const alert = useAlertText();
  const { content, locale, init } = useSite();
  const currencies = useCurrencies();
  const countries = useCountries(locale);
  const [formError, setFormError] = useState<string | null>(null);
  const extra = enabledExtraFields(settings);
  const { form, applyServerError } = useFieldForm<RegisterValues>(settings, content.validation, {
    ...emptyExtraValues(extra),
    email: '',
    password: '',
    password_confirmation: '',
    currency: '',
    country: init.country ?? '',
    agreements: false,
    bonusCode: '',
    receiveEmailPromo: false,
  });
  const { errors, isSubmitting } = form.formState;
  const social = useStartSocialLogin();
  /** A social sign-up keeps the form's choices (country, currency, terms); no password. */
  const onSocial = async (providerId: string) => {
    setFormError(null);
    const isValid = await form.trigger(['currency', 'country', 'agreements']);
    if (!isValid) return;
    const { currency, country, agreements, bonusCode, receiveEmailPromo } = form.getValues();
    const { pathname, search } = window.location;
    social.mutate(
      {
        providerId,
        target: pathname + modalSearch(new URLSearchParams(search)),
        signUp: {
          currency,
          country,
          agreements,
          receiveEmailPromo,
          locale,
          ...(bonusCode ? { bonusCode } : {}),
        },
      },
      { onError: (error) => setFormError(applyServerError(error)) },
    );
  };

  useEffect(() => {
    if (currencies && !form.getValues('currency')) {
      form.setValue(
        'currency',
        currencyForCountry(
          init.country,
          currencies.map((c) => c.code),
        ),
      );
    }
  }, [currencies, form, init.country]);

  const onSubmit = form.handleSubmit(async ({ bonusCode, ...values }) => {
    setFormError(null);
    try {
      const body = {
        ...withoutEmptyExtras(values, extra),
        locale,
        ...(bonusCode ? { bonusCode } : {}),
        ...affiliateFields(),
      };
      const reply = await register.mutateAsync({ body });
      session.signIn(reply.profile);
      const welcome = alert('profile.successRegistration');
      ui.toast({
        kind: 'success',
        title: welcome.title ?? welcome.text,
        text: welcome.title && welcome.text,
      });
    } catch (error) {
      setFormError(isCountryRefusal(error) ? t('restricted.text') : applyServerError(error));
    }
  });

  return (
    <form className="form" method="post" onSubmit={onSubmit} noValidate>
      <FormError message={formError} />
      <TextField
        label={t('auth.email')}
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...form.register('email')}
      />
      <div className="form__row">
        <TextField
          label={t('auth.password')}
          type="password"
          autoComplete="new-password"
          error={errors.password?.message}
          {...form.register('password')}
        />
        <TextField
          label={t('auth.passwordConfirmation')}
          type="password"
          autoComplete="new-password"
          error={errors.password_confirmation?.message}
          {...form.register('password_confirmation')}
        />
      </div>
      <div className="form__row">
        <SelectField
          label={t('auth.country')}
          placeholder={t('auth.choose')}
          options={(countries ?? []).map((c) => ({ value: c.code, label: c.name }))}
          error={errors.country?.message}
          {...form.register('country')}
        />
        <SelectField
          label={t('auth.currency')}
          options={(currencies ?? []).map((c) => ({
            value: c.code,
            label: `${c.code} · ${currencyName(locale, c)}`,
          }))}
          error={errors.currency?.message}
          {...form.register('currency')}
        />
      </div>
      <TextField
        label={t('auth.bonusCode')}
        autoComplete="off"
        error={errors.bonusCode?.message}
        {...form.register('bonusCode')}
      />
      <ExtraProfileFields form={form} fields={extra} />
      <CheckboxField
        label={
          <>
            {t('auth.agreements')} (<AppLink to="/static/terms">{t('footer.terms')}</AppLink>)
          </>
        }
        error={errors.agreements?.message}
        {...form.register('agreements')}
      />
      <CheckboxField label={t('auth.promo')} {...form.register('receiveEmailPromo')} />
      <Button type="submit" variant="primary" size="lg" isBlock isLoading={isSubmitting}>
        {t('auth.registerSubmit')}
      </Button>
      <SocialButtons
        kind="sign-up"
        busyId={
          social.isPending || social.isSuccess ? (social.variables?.providerId ?? null) : null
        }
        onChoose={(providerId) => void onSocial(providerId)}
      />
    </form>
  );
}
