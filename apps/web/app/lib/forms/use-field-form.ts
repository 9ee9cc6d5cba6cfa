import { checkForm, type ValidationMessages } from '@casino/contracts/validation';
import { useRef } from 'react';
import {
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type Path,
  type Resolver,
  useForm,
} from 'react-hook-form';
import { ApiError } from '../api';
import { afterTap } from './after-tap';
import { useFieldErrorText } from './field-error-text';

type Settings = Record<string, { isRequired: boolean }>;

/**
 * react-hook-form checked by the shared field rules (docs/product/validation.md#field-rules), the
 * same `checkForm` the server runs. Errors show when a field is left and then as the player types.
 */
export function useFieldForm<T extends FieldValues>(
  settings: Settings,
  messages: Partial<ValidationMessages>,
  defaultValues: DefaultValues<T>,
) {
  const text = useFieldErrorText(messages);
  const resolver: Resolver<T> = async (values) => {
    const errors = checkForm(values, settings, messages, text.names);
    if (Object.keys(errors).length === 0) return { values, errors: {} };
    const fieldErrors = Object.fromEntries(
      Object.entries(errors).map(([field, list]) => [
        field,
        { type: 'validate', message: text.named(field, list[0]!) },
      ]),
    );
    return { values: {}, errors: fieldErrors as FieldErrors<T> };
  };
  const form = useForm<T>({ resolver, defaultValues, mode: 'onTouched' });
  // Once per form (react-hook-form keeps the same object): leaving a field checks it after a
  // tap in progress has landed, so its error line never moves the link or button tapped.
  const isWrapped = useRef(false);
  if (!isWrapped.current) {
    isWrapped.current = true;
    const register = form.register;
    form.register = ((name, options) => {
      const field = register(name, options);
      return {
        ...field,
        onBlur: (event) => new Promise((resolve) => afterTap(() => resolve(field.onBlur(event)))),
      };
    }) as typeof form.register;
  }

  /** Puts a server refusal on its fields; returns the message for the form when no field is named. */
  const applyServerError = (error: unknown): string | null => {
    if (!(error instanceof ApiError)) return String((error as Error)?.message ?? error);
    const entries = Object.entries(error.fields);
    // A field this form does not show (or the body as a whole) is told at the form's level.
    const shown = new Set(Object.keys(defaultValues as object));
    const elsewhere: string[] = [];
    for (const [field, list] of entries) {
      const message = text.fromServer(field, list[0]);
      if (shown.has(field)) form.setError(field as Path<T>, { type: 'server', message });
      else elsewhere.push(message);
    }
    if (elsewhere.length) return elsewhere.join(' ');
    return entries.length ? null : error.message;
  };
  return { form, applyServerError };
}
