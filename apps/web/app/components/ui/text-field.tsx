import { type ComponentPropsWithRef, type ReactNode, useId } from 'react';

export interface TextFieldProps extends ComponentPropsWithRef<'input'> {
  label: string;
  isLabelHidden?: boolean;
  icon?: ReactNode;
  error?: string;
}

/** Labelled input with an optional leading icon and an inline error under it. */
export function TextField({
  label,
  isLabelHidden,
  icon,
  error,
  className,
  ...rest
}: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={['field', className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className={isLabelHidden ? 'visually-hidden' : 'field__label'}>
        {label}
      </label>
      <div className="field__control">
        {icon ? <span className="field__icon">{icon}</span> : null}
        <input
          id={id}
          className={icon ? 'input input--with-icon' : 'input'}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...rest}
        />
      </div>
      {error ? (
        <p id={errorId} className="field__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
