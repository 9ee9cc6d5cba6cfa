import type { FormEvent } from 'react';
import { backofficeApi, call } from '../../lib/api.ts';
import { useApi } from '../../lib/query.ts';
import { useSave } from './use-save.tsx';

/** The sign-up form's fields as the site labels them. */
const FIELD_NAMES: Record<string, string> = {
  email: 'Email',
  password: 'Password',
  password_confirmation: 'Repeat password',
  currency: 'Currency',
  country: 'Country',
  agreements: 'Terms and age (18+)',
  bonusCode: 'Bonus code',
  nickname: 'Nickname',
  receiveEmailPromo: 'Promotional mail',
};

export function RegistrationFields() {
  const { data, error, reload } = useApi(backofficeApi.getRegistrationFields, {});
  const { save, shown } = useSave(reload);
  return (
    <div className="card">
      <h3>Registration fields</h3>
      <p className="muted">
        Which fields of the sign-up form must be filled in. Email, password, currency, country and
        the terms are always required; promotional mail is never forced.
      </p>
      {error && <p className="error">{error}</p>}
      {shown}
      <form
        key={JSON.stringify(data)}
        onSubmit={(event: FormEvent<HTMLFormElement>) => {
          event.preventDefault();
          const form = new FormData(event.currentTarget);
          const required = Object.fromEntries(
            (data?.items ?? [])
              .filter((f) => !f.isLocked)
              .map((f) => [f.name, form.get(f.name) === 'on']),
          );
          void save(() => call(backofficeApi.updateRegistrationFields, { body: { required } }));
        }}
      >
        <div className="field-grid">
          {data?.items.map((f) => (
            <label key={f.name} className={f.isLocked ? 'toggle locked' : 'toggle'}>
              <input
                type="checkbox"
                name={f.name}
                defaultChecked={f.isRequired}
                disabled={f.isLocked}
              />
              {FIELD_NAMES[f.name] ?? f.name}{' '}
              {f.isLocked && <small className="muted">(fixed)</small>}
            </label>
          ))}
        </div>
        <button type="submit" className="primary">
          Save required fields
        </button>
      </form>
    </div>
  );
}
