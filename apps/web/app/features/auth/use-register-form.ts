import type { FieldValidations } from '@casino/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { MessageKey } from '../../i18n/translate';
import { affiliateFields } from '../../lib/affiliate';
import { ApiError } from '../../lib/api';
import { isCountryRefusal } from '../../lib/country';
import {
  type ExtraProfileField,
  emptyExtraValues,
  enabledExtraFields,
} from '../../lib/forms/extra-profile-fields';
import { useFieldForm } from '../../lib/forms/use-field-form';
import { modalSearch } from '../../lib/modal-query';
import { currencyForCountry, useCountries, useCurrencies } from '../../lib/reference-data';
import { session } from '../../lib/session/session-store';
import { useAlertText, useSite, useT } from '../../lib/site';
import { ui } from '../../lib/ui-store';
import { useRegister } from './use-auth-calls';
import { useSocialSignUp } from './use-social-sign-up';

export interface RegisterValues {
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
  /** Brazil's CPF (asked when the country is BR; required there by the `br` profile). */
  cpf_number: string;
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
  'cpf_number',
];

/** Refusals by the national self-exclusion register (docs/decisions/026), in the site's words. */
const REGISTER_REFUSALS: Record<string, MessageKey> = {
  self_excluded: 'auth.selfExcludedRegister',
  welfare_beneficiary: 'auth.welfareBeneficiary',
  cpf_taken: 'auth.cpfTaken',
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

/**
 * The sign-up form's state and sends: the field rules, the currency following the country until
 * the player picks one, the social sign-up keeping the form's choices, and the refusals said in
 * the site's words.
 */
export function useRegisterForm(
  settings: FieldValidations['fields'],
  /** Set once the player has typed or chosen anything. */
  startedRef: { current: boolean },
) {
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
    cpf_number: '',
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
  /** A refused sign-up (the form's or a social one) in the site's words. */
  const refusalText = (error: unknown) =>
    isCountryRefusal(error)
      ? t('restricted.text')
      : error instanceof ApiError && REGISTER_REFUSALS[error.code]
        ? t(REGISTER_REFUSALS[error.code]!)
        : applyServerError(error);
  const social = useSocialSignUp();
  /** A social sign-up keeps the form's choices (country, currency, terms); no password. */
  const onSocial = async (providerId: string) => {
    setFormError(null);
    const isValid = await form.trigger(['currency', 'country', 'agreements', 'cpf_number']);
    if (!isValid) return;
    const { currency, country, agreements, bonusCode, receiveEmailPromo, cpf_number } =
      form.getValues();
    const { pathname, search } = window.location;
    await social.signUpWith(
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
          // Brazil (issue 32): the CPF goes with the choices; the server checks it first.
          ...(country === 'BR' ? { cpf_number } : {}),
        },
      },
      (error) => setFormError(refusalText(error)),
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
    const {
      bonusCode,
      depositLimitPeriod,
      depositLimitAmount,
      captcha,
      nickname,
      cpf_number,
      ...rest
    } = all;
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
        ...(cpf_number && values.country === 'BR' ? { cpf_number } : {}),
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
      setFormError(refusalText(error));
    }
  }, sayHiddenErrors);
  return {
    form,
    errors,
    isSubmitting,
    formError,
    currencies,
    countries,
    firstCurrency,
    extra,
    showNickname,
    captchaWidget,
    onCaptcha,
    social,
    onSocial,
    onSubmit,
    /** The player chose a currency: the country no longer changes it. */
    markCurrencyChosen: () => {
      isCurrencyChosenRef.current = true;
    },
  };
}

export type RegisterForm = ReturnType<typeof useRegisterForm>;
