import type { FieldValidations } from '@casino/contracts';
import { AppLink } from '../../components/ui/app-link';
import { Button } from '../../components/ui/button';
import { CheckboxField } from '../../components/ui/checkbox-field';
import { FormError } from '../../components/ui/form-error';
import { SelectField } from '../../components/ui/select-field';
import { TextField } from '../../components/ui/text-field';
import { CaptchaField } from '../../lib/forms/captcha-field';
import { ExtraProfileFields } from '../../lib/forms/extra-profile-fields';
import { currencyName } from '../../lib/money/currency-name';
import { useSite, useT } from '../../lib/site';
import { PendingSocialNotice } from './pending-social-notice';
import { SocialButtons } from './social-buttons';
import type { RegisterForm as RegisterFormState } from './use-register-form';
import { useRegisterForm } from './use-register-form';

/** The sign-up fields, the optional deposit limit, the terms and the social sign-up. */
export function RegisterForm({
  settings,
  startedRef,
}: {
  settings: FieldValidations['fields'];
  /** Set once the player has typed or chosen anything. */
  startedRef: { current: boolean };
}) {
  const t = useT();
  const { locale, init } = useSite();
  const state = useRegisterForm(settings, startedRef);
  const { form, errors } = state;
  return (
    <form className="form" method="post" onSubmit={state.onSubmit} noValidate>
      {state.social.pending ? <PendingSocialNotice providerId={state.social.pending} /> : null}
      <FormError message={state.formError} />
      <TextField
        label={t('auth.email')}
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...form.register('email')}
      />
      {state.showNickname && (
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
          options={(state.countries ?? []).map((c) => ({ value: c.code, label: c.name }))}
          error={errors.country?.message}
          // Rendered selected by the server too (the form works before hydration).
          defaultValue={init.country ?? ''}
          {...form.register('country')}
        />
        <SelectField
          label={t('auth.currency')}
          options={(state.currencies ?? []).map((c) => ({
            value: c.code,
            label: `${c.code} · ${currencyName(locale, c)}`,
          }))}
          error={errors.currency?.message}
          defaultValue={state.firstCurrency}
          {...form.register('currency', {
            onChange: state.markCurrencyChosen,
          })}
        />
      </div>
      {form.watch('country') === 'BR' ? (
        <TextField
          label={t('account.cpf')}
          inputMode="numeric"
          autoComplete="off"
          placeholder="000.000.000-00"
          error={errors.cpf_number?.message}
          {...form.register('cpf_number')}
        />
      ) : null}
      <TextField
        label={t('auth.bonusCode')}
        autoComplete="off"
        error={errors.bonusCode?.message}
        {...form.register('bonusCode')}
      />
      <ExtraProfileFields form={form} fields={state.extra} />
      <RegisterDepositLimit form={form} errors={errors} />
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
      {state.captchaWidget ? (
        <CaptchaField
          widget={state.captchaWidget}
          error={errors.captcha?.message}
          onAnswer={state.onCaptcha}
        />
      ) : null}
      <Button type="submit" variant="primary" size="lg" isBlock isLoading={state.isSubmitting}>
        {t('auth.registerSubmit')}
      </Button>
      <SocialButtons
        kind="sign-up"
        busyId={state.social.busyId}
        onChoose={(providerId) => void state.onSocial(providerId)}
      />
    </form>
  );
}

/** An optional deposit limit chosen at sign-up (issue 15). */
function RegisterDepositLimit({ form, errors }: Pick<RegisterFormState, 'form' | 'errors'>) {
  const t = useT();
  return (
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
  );
}
