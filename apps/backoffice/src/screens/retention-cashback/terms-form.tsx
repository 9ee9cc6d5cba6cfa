import { type FormEvent, type ReactNode, useState } from 'react';
import { fieldsText } from '../../lib/api.ts';

/** Amounts of the terms are set in this currency and converted into each player's. */
export const BASE = 'USD';
export const toMinor = (value: FormDataEntryValue | null) => Math.round(Number(value ?? 0) * 100);
const toMajor = (minor: number) => (minor / 100).toFixed(2);

/**
 * A card holding one set of terms (cashback, referrals): an on/off switch, the fields, and for
 * an editor a Save button; the server's refusal is shown under it, naming the fields.
 */
export function TermsForm({
  title,
  about,
  switchLabel,
  isEnabled,
  canEdit,
  save,
  children,
}: {
  title: string;
  about: ReactNode;
  switchLabel: string;
  isEnabled: boolean;
  canEdit: boolean;
  /** Sends the form's terms (read from its fields); a refusal is thrown. */
  save: (form: FormData) => Promise<unknown>;
  children: ReactNode;
}) {
  const [message, setMessage] = useState<string | null>(null);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    try {
      await save(new FormData(event.currentTarget));
      setMessage('Saved');
    } catch (e) {
      setMessage(fieldsText(e));
    }
  };
  return (
    <div className="card">
      <h3>{title}</h3>
      <p className="muted">{about}</p>
      <form className="editor field-grid" onSubmit={submit} aria-label={title}>
        <label>
          <input type="checkbox" name="isEnabled" defaultChecked={isEnabled} disabled={!canEdit} />{' '}
          {switchLabel}
        </label>
        {children}
        {canEdit && (
          <button type="submit" className="primary">
            Save terms
          </button>
        )}
        {message && <output className="muted">{message}</output>}
      </form>
    </div>
  );
}

/** An amount of the terms in {@link BASE}, shown in major units; `null` shows empty. */
export function MoneyField({
  name,
  label,
  minor,
  min = '0',
  canEdit,
}: {
  name: string;
  label: string;
  minor: number | null;
  min?: string;
  canEdit: boolean;
}) {
  return (
    <label>
      {label}
      <input
        name={name}
        type="number"
        step="0.01"
        min={min}
        defaultValue={minor === null ? '' : toMajor(minor)}
        disabled={!canEdit}
      />
    </label>
  );
}
