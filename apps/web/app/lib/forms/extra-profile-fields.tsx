import { EXTRA_PROFILE_FIELDS, type ExtraProfileField } from '@casino/contracts/validation';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { CheckboxField } from '../../components/ui/checkbox-field';
import { SelectField } from '../../components/ui/select-field';
import { TextField } from '../../components/ui/text-field';
import { useCountries } from '../reference-data';
import { useSite, useT } from '../site';

export type { ExtraProfileField };

/**
 * The further profile fields a form shows when the server's field settings for its scenario
 * enable them (less those the form handles itself). `captcha` has no widget here.
 */
export function enabledExtraFields(
  settings: Record<string, unknown>,
  except: readonly ExtraProfileField[] = [],
): ExtraProfileField[] {
  return EXTRA_PROFILE_FIELDS.filter((name) => name in settings && !except.includes(name));
}

/** Empty values of these fields (text '' and an unticked box), for a form's defaults. */
export function emptyExtraValues(fields: readonly ExtraProfileField[]) {
  return Object.fromEntries(fields.map((name) => [name, name === 'receiveBonus' ? false : '']));
}

const INPUT_PROPS: Partial<Record<ExtraProfileField, Record<string, string>>> = {
  phoneFull: { type: 'tel', autoComplete: 'tel', placeholder: '+44 7700 900123' },
  birthdate: { type: 'date', autoComplete: 'bday' },
  age: { type: 'number', inputMode: 'numeric', min: '18' },
  additionalAddress: { autoComplete: 'address-line2' },
  profession: { autoComplete: 'organization-title' },
  securityAnswer: { type: 'password', autoComplete: 'off' },
};

export function ExtraProfileFields<T extends FieldValues>({
  form,
  fields,
  hasSecurityAnswer = false,
}: {
  form: UseFormReturn<T>;
  fields: readonly ExtraProfileField[];
  hasSecurityAnswer?: boolean;
}) {
  const t = useT();
  const { locale } = useSite();
  const countries = useCountries(locale);
  const errors = form.formState.errors as Record<string, { message?: string } | undefined>;
  const render = (name: ExtraProfileField) => {
    const field = form.register(name as Path<T>);
    const error = errors[name]?.message;
    const label = t(`extraFields.${name}`);
    if (name === 'receiveBonus') return <CheckboxField key={name} label={label} {...field} />;
    if (name === 'nationality') {
      return (
        <SelectField
          key={name}
          label={label}
          placeholder={t('auth.choose')}
          options={(countries ?? []).map((c) => ({ value: c.code, label: c.name }))}
          error={error}
          {...field}
        />
      );
    }
    const hint =
      name === 'securityAnswer' && hasSecurityAnswer
        ? { placeholder: t('extraFields.securityAnswerSet') }
        : {};
    return (
      <TextField
        key={name}
        label={label}
        error={error}
        {...INPUT_PROPS[name]}
        {...hint}
        {...field}
      />
    );
  };
  // Inputs two by two in a row (one column on phones), the checkbox alone after them.
  const inputs = fields.filter((name) => name !== 'receiveBonus');
  const rows = Array.from({ length: Math.ceil(inputs.length / 2) }, (_, i) =>
    inputs.slice(i * 2, i * 2 + 2),
  );
  return (
    <>
      {rows.map((row) => (
        <div key={row.join()} className="form__row">
          {row.map(render)}
        </div>
      ))}
      {fields.includes('receiveBonus') ? render('receiveBonus') : null}
    </>
  );
}
