import { type ComponentPropsWithRef, type ReactNode, useId } from 'react';

export interface SelectFieldProps extends ComponentPropsWithRef<'select'> {
  label: string;
  options: { value: string; label: string }[];
  placeholder?: string;
  error?: string;
  /** Shown between the label and the select, joined to it (the search box of a searchable one). */
  addon?: ReactNode;
}

/** Labelled native select (best on phones) with an inline error. */
export function SelectField({
  label,
  options,
  placeholder,
  error,
  addon,
  className,
  ...rest
}: SelectFieldProps) {
  const id = useId();
  const select = (
    <select
      id={id}
      className="input input--select"
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? `${id}-error` : undefined}
      {...rest}
    >
      {placeholder ? <option value="">{placeholder}</option> : null}
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </select>
  );
  return (
    <div className={['field', className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      {addon ? (
        <div className="search-select">
          {addon}
          {select}
        </div>
      ) : (
        select
      )}
      {error ? (
        <p id={`${id}-error`} className="field__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
