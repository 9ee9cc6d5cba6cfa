import type { FieldValidations, ProfileDetails } from '@casino/contracts';
import { useEffect, useState } from 'react';
import { Button } from '../../components/ui/button';
import { CheckboxField } from '../../components/ui/checkbox-field';
import { FormError } from '../../components/ui/form-error';
import { SearchSelectField } from '../../components/ui/search-select-field';
import { SelectField } from '../../components/ui/select-field';
import { TextField } from '../../components/ui/text-field';
import {
  type ExtraProfileField,
  ExtraProfileFields,
  enabledExtraFields,
} from '../../lib/forms/extra-profile-fields';
import { useFieldForm } from '../../lib/forms/use-field-form';
import { useCountries } from '../../lib/reference-data';
import { session } from '../../lib/session/session-store';
import { useSite, useT } from '../../lib/site';
import { ui } from '../../lib/ui-store';
import { EmailVerifyField } from './email-verify-field';
import { useUpdateProfile } from './use-account-calls';

const TEXT_FIELDS = [
  'nickname',
  'firstName',
  'lastName',
  'dateOfBirth',
  'phone',
  'country',
  'state',
  'city',
  'address',
  'postalCode',
  'language',
  'cpf_number',
  'gender',
] as const;
type TextFieldName = (typeof TEXT_FIELDS)[number];
type Values = Record<TextFieldName, string> & {
  receiveEmailPromo: boolean;
  receiveSmsPromo: boolean;
} & Partial<Record<ExtraProfileField, string | boolean>>;

/** The form shows dateOfBirth itself; the age follows from it. */
const OWN_FIELDS: ExtraProfileField[] = ['birthdate', 'age'];

function toValues(profile: ProfileDetails, extra: readonly ExtraProfileField[] = []): Values {
  const values = Object.fromEntries(
    TEXT_FIELDS.map((f) => [f, (profile[f] as string | null) ?? '']),
  ) as unknown as Values;
  const extraValues = Object.fromEntries(
    extra.map((name) => {
      if (name === 'receiveBonus') return [name, profile.receiveBonus];
      // The answer is never sent back: blank, and left out of the change unless typed.
      if (name === 'securityAnswer') return [name, ''];
      return [name, (profile[name as keyof ProfileDetails] as string | null) ?? ''];
    }),
  );
  return {
    ...values,
    ...extraValues,
    receiveEmailPromo: profile.receiveEmailPromo,
    receiveSmsPromo: profile.receiveSmsPromo,
  };
}

/**
 * The profile screen's form (docs/product/api-calls.md, playerApi.updateProfile) with the shared
 * field rules.
 */
export function ProfileForm({
  profile,
  settings,
}: {
  profile: ProfileDetails;
  settings: FieldValidations['fields'];
}) {
  const updateProfile = useUpdateProfile();
  const t = useT();
  const { content, locale, locales } = useSite();
  const countries = useCountries(locale);
  const [formError, setFormError] = useState<string | null>(null);
  const extra = enabledExtraFields(settings, OWN_FIELDS);
  const { form, applyServerError } = useFieldForm<Values>(
    profile.hasSecurityAnswer ? { ...settings, securityAnswer: { isRequired: false } } : settings,
    content.validation,
    toValues(profile, extra),
  );
  const { errors, isSubmitting, isDirty } = form.formState;
  const country = form.watch('country');
  // The country list arrives after the form is mounted: the select then gets the saved country
  // (a native select keeps '' when its value had no option yet).
  useEffect(() => {
    if (countries?.length) form.setValue('country', form.getValues('country'));
  }, [countries, form]);

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    const body = Object.fromEntries(
      Object.entries(values)
        .filter(([k, v]) => !(k === 'securityAnswer' && v === ''))
        .map(([k, v]) => [k, v === '' ? null : v]),
    );
    try {
      const saved = await updateProfile.mutateAsync({ body });
      form.reset(toValues(saved, extra));
      session.setPlayer(saved);
      ui.toast({ kind: 'success', title: t('account.saved') });
    } catch (error) {
      setFormError(applyServerError(error));
    }
  });

  const text = (name: TextFieldName, label: string, extra: Record<string, string> = {}) => (
    <TextField label={label} error={errors[name]?.message} {...extra} {...form.register(name)} />
  );
  return (
    <form
      className="card form"
      method="post"
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="profile-personal"
    >
      <h2 id="profile-personal">{t('account.personal')}</h2>
      <FormError message={formError} />
      <EmailVerifyField email={profile.email} />
      <div className="form__row">
        {text('nickname', t('account.nickname'), { autoComplete: 'nickname' })}
        <SelectField
          label={t('account.gender')}
          placeholder={t('auth.choose')}
          options={(['male', 'female', 'other'] as const).map((g) => ({
            value: g,
            label: t(`account.${g}`),
          }))}
          error={errors.gender?.message}
          {...form.register('gender')}
        />
      </div>
      <div className="form__row">
        {text('firstName', t('account.firstName'), { autoComplete: 'given-name' })}
        {text('lastName', t('account.lastName'), { autoComplete: 'family-name' })}
      </div>
      <div className="form__row">
        {text('dateOfBirth', t('account.dateOfBirth'), { type: 'date', autoComplete: 'bday' })}
        {text('phone', t('account.phone'), {
          type: 'tel',
          autoComplete: 'tel',
          placeholder: '+44 7700 900123',
        })}
      </div>
      <h2>{t('account.contact')}</h2>
      <div className="form__row">
        <SearchSelectField
          label={t('auth.country')}
          searchLabel={t('searchSelect.countries')}
          placeholder={t('auth.choose')}
          options={(countries ?? []).map((c) => ({ value: c.code, label: c.name }))}
          error={errors.country?.message}
          {...form.register('country')}
        />
        {text('state', t('account.state'), { autoComplete: 'address-level1' })}
      </div>
      <div className="form__row">
        {text('city', t('account.city'), { autoComplete: 'address-level2' })}
        {text('postalCode', t('account.postalCode'), { autoComplete: 'postal-code' })}
      </div>
      {text('address', t('account.address'), { autoComplete: 'street-address' })}
      <ExtraProfileFields
        form={form}
        fields={extra}
        hasSecurityAnswer={profile.hasSecurityAnswer}
      />
      {country === 'BR'
        ? text('cpf_number', t('account.cpf'), {
            inputMode: 'numeric',
            placeholder: '000.000.000-00',
          })
        : null}
      <h2>{t('account.preferences')}</h2>
      <SelectField
        label={t('account.language')}
        placeholder={t('auth.choose')}
        options={locales.map((l) => ({ value: l.code, label: l.nativeName }))}
        {...form.register('language')}
      />
      <CheckboxField label={t('auth.promo')} {...form.register('receiveEmailPromo')} />
      <CheckboxField label={t('account.smsPromo')} {...form.register('receiveSmsPromo')} />
      <Button
        type="submit"
        variant="primary"
        size="lg"
        isLoading={isSubmitting}
        disabled={!isDirty}
      >
        {t('auth.save')}
      </Button>
    </form>
  );
}
