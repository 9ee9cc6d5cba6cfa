import type { FieldValidations } from '@casino/contracts';
import { Gift } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { AppLink } from '../../components/ui/app-link';
import { Button } from '../../components/ui/button';
import { CheckboxField } from '../../components/ui/checkbox-field';
import { useAskBeforeClose } from '../../components/ui/confirm-modal';
import { FormError } from '../../components/ui/form-error';
import { Modal } from '../../components/ui/modal';
import { SelectField } from '../../components/ui/select-field';
import { Skeleton } from '../../components/ui/skeleton';
import { TextField } from '../../components/ui/text-field';
import type { MessageKey } from '../../i18n/translate';
import { affiliateFields } from '../../lib/affiliate';
import { ApiError } from '../../lib/api';
import { isCountryRefusal } from '../../lib/country';
import { CaptchaField } from '../../lib/forms/captcha-field';
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
  /** Shown when the operator lists it for registration (required or not). */
  nickname: string;
  receiveEmailPromo: boolean;
  /** Optional deposit limit at sign-up (issue 15): '' = none. */
  depositLimitPeriod: '' | 'daily' | 'weekly' | 'monthly';
  depositLimitAmount: string;
  [extra: string]: string | boolean;
}

/** The fields this form always shows (the further ones and the nickname follow the settings). */
const SHOWN_FIELDS = [
  'email',
  'password',
  'password_confirmation',
  'country',
  'currency',
  'bonusCode',
  'agreements',
  'receiveEmailPromo',
  'depositLimitPeriod',
  'depositLimitAmount',
  'captcha',
];

/** Refusals by the national self-exclusion register (docs/decisions/026), in the site's words. */
const REGISTER_REFUSALS: Record<string, MessageKey> = {
  self_excluded: 'auth.selfExcludedRegister',
  register_unavailable: 'auth.registerUnavailable',
};

/** The sign-up deposit limit in minor units of the chosen currency, or null (none / invalid). */
function depositLimitOf(values: RegisterValues, subunitToUnit: number) {
  const amount = Math.round(Number(values.depositLimitAmount.replace(',', '.')) * subunitToUnit);
  if (!values.depositLimitPeriod || !Number.isFinite(amount) || amount <= 0) return null;
  return { period: values.depositLimitPeriod, amount };
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
  const { content, signUp } = useSite();
  // Opened by the page's address (`?sign-up`): the server sent the form's settings and lists, so
  // the form renders complete and usable before hydration.
  const settings = useFieldSettings('registration', signUp?.fields);
  const promo = content.modals.register;
  // registerCancel: leaving a sign-up the player has started asks first.
  const leave = useAskBeforeClose(close, {
    title: t('contract.registerCancelTitle'),
    text: t('contract.registerCancelText'),
    confirmLabel: t('contract.registerCancelLeave'),
    cancelLabel: t('contract.registerCancelStay'),
    closeLabel: t('common.close'),
    testId: 'register-cancel',
  });
  return (
    <>
      {leave.question}
      <Modal
        title={t('auth.registerTitle')}
        onClose={leave.onClose}
        closeLabel={t('common.close')}
        isFieldFirst={false}
      >
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
          <RegisterForm settings={settings} startedRef={leave.startedRef} />
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
    </>
  );
}

function RegisterForm({
  settings,
  startedRef,
}: {
  settings: FieldValidations['fields'];
  /** Set once the player has typed or chosen anything. */
  startedRef: { current: boolean };
}) {
  const register = useRegister();
  const t = useT();
  const alert = useAlertText();
  const { content, locale, init, signUp } = useSite();
  const currencies = useCurrencies(signUp?.currencies);
  const countries = useCountries(locale, signUp?.countries);
  const firstCurrency = currencies
    ? currencyForCountry(
        init.country,
        currencies.map((c) => c.code),
      )
    : '';
  const [formError, setFormError] = useState<string | null>(null);
  const extra = enabledExtraFields(settings);
  const showNickname = 'nickname' in settings;
  const { form, applyServerError } = useFieldForm<RegisterValues>(settings, content.validation, {
    ...emptyExtraValues(extra),
    email: '',
    password: '',
    password_confirmation: '',
    currency: firstCurrency,
    country: init.country ?? '',
    agreements: false,
    bonusCode: '',
    nickname: '',
    receiveEmailPromo: false,
    depositLimitPeriod: '',
    depositLimitAmount: '',
    captcha: '',
  });
  const { errors, isSubmitting, isDirty } = form.formState;
  // The captcha's answer (CAPTCHA_PROVIDER): set by its widget, checked like a field.
  const captchaWidget = settings.captcha?.widget;
  const onCaptcha = useCallback(
    (answer: string) => form.setValue('captcha', answer, { shouldValidate: true }),
    [form],
  );
  useEffect(() => {
    startedRef.current = isDirty;
  }, [isDirty, startedRef]);
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
    if (firstCurrency && !form.getValues('currency')) form.setValue('currency', firstCurrency);
  }, [firstCurrency, form]);

  // The currency follows the chosen country (the operator's currency there) until the player
  // picks a currency themselves: their own choice is never overwritten.
  const codes = currencies?.map((c) => c.code).join(',');
  const isCurrencyChosenRef = useRef(false);
  useEffect(() => {
    if (!codes) return;
    const subscription = form.watch((values, { name }) => {
      if (name !== 'country' || isCurrencyChosenRef.current) return;
      form.setValue('currency', currencyForCountry(values.country, codes.split(',')));
    });
    return () => subscription.unsubscribe();
  }, [codes, form]);

  // A refused submit always says why: a field the operator requires that this form does not
  // show (a settings change the site does not know yet) is named above the form.
  const sayHiddenErrors = (invalid: Record<string, { message?: string } | undefined>) => {
    const shown = new Set([...SHOWN_FIELDS, ...extra, ...(showNickname ? ['nickname'] : [])]);
    const hidden = Object.entries(invalid)
      .filter(([name, error]) => !shown.has(name) && error?.message)
      .map(([, error]) => error!.message);
    setFormError(hidden.length ? hidden.join(' ') : null);
  };
  const onSubmit = form.handleSubmit(async (all) => {
    const { bonusCode, depositLimitPeriod, depositLimitAmount, captcha, nickname, ...rest } = all;
    const values = nickname ? { ...rest, nickname } : rest;
    setFormError(null);
    const subunit = currencies?.find((c) => c.code === values.currency)?.subunitToUnit ?? 100;
    const depositLimit = depositLimitOf(all, subunit);
    if (depositLimitPeriod && !depositLimit) {
      form.setError('depositLimitAmount', { message: t('auth.depositLimitInvalid') });
      return;
    }
    try {
      const body = {
        ...withoutEmptyExtras(values, extra),
        locale,
        ...(bonusCode ? { bonusCode } : {}),
        ...(captcha ? { captcha: String(captcha) } : {}),
        ...(depositLimit ? { depositLimit } : {}),
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
      setFormError(
        isCountryRefusal(error)
          ? t('restricted.text')
          : error instanceof ApiError && REGISTER_REFUSALS[error.code]
            ? t(REGISTER_REFUSALS[error.code]!)
            : applyServerError(error),
      );
    }
  }, sayHiddenErrors);

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
      {showNickname && (
        <TextField
          label={t('account.nickname')}
          autoComplete="nickname"
          error={errors.nickname?.message}
          {...form.register('nickname')}
        />
      )}
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
          // Rendered selected by the server too (the form works before hydration).
          defaultValue={init.country ?? ''}
          {...form.register('country')}
        />
        <SelectField
          label={t('auth.currency')}
          options={(currencies ?? []).map((c) => ({
            value: c.code,
            label: `${c.code} · ${currencyName(locale, c)}`,
          }))}
          error={errors.currency?.message}
          defaultValue={firstCurrency}
          {...form.register('currency', {
            onChange: () => {
              isCurrencyChosenRef.current = true;
            },
          })}
        />
      </div>
      <TextField
        label={t('auth.bonusCode')}
        autoComplete="off"
        error={errors.bonusCode?.message}
        {...form.register('bonusCode')}
      />
      <ExtraProfileFields form={form} fields={extra} />
      <details className="register-limit" data-testid="register-deposit-limit">
        <summary>{t('auth.depositLimitTitle')}</summary>
        <p className="muted">{t('auth.depositLimitText')}</p>
        <div className="form__row">
          <SelectField
            label={t('auth.depositLimitPeriod')}
            options={[
              { value: '', label: t('auth.depositLimitNone') },
              { value: 'daily', label: t('limits.daily') },
              { value: 'weekly', label: t('limits.weekly') },
              { value: 'monthly', label: t('limits.monthly') },
            ]}
            {...form.register('depositLimitPeriod')}
          />
          <TextField
            label={t('auth.depositLimitAmount')}
            inputMode="decimal"
            autoComplete="off"
            error={errors.depositLimitAmount?.message}
            {...form.register('depositLimitAmount')}
          />
        </div>
      </details>
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
      {captchaWidget ? (
        <CaptchaField widget={captchaWidget} error={errors.captcha?.message} onAnswer={onCaptcha} />
      ) : null}
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
