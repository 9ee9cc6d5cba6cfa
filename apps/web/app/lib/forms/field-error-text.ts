import {
  DEFAULT_MESSAGES,
  formatMessage,
  type ValidationMessages,
} from '@casino/contracts/validation';
import { parseDefault } from '@casino/contracts/validation-text';
import type { MessageKey } from '../../i18n/translate';
import { useSite, useT } from '../site';

/**
 * Field errors as a player reads them (issue 29): in the page's language and naming the field in
 * words ("Email: Value is required"). A server message that is one of the shared defaults is
 * shown in the page's language; any other (a validator's own text such as "Too big: …") becomes
 * "This value is not valid", so no raw validator text reaches a player. The server words its
 * defaults in the request's language, so a message is read back by this page's texts too.
 */
export function useFieldErrorText(messages: Partial<ValidationMessages>) {
  const t = useT();
  const site = useSite();
  const known = site.messages.fieldErrors.names as Record<string, string>;
  const name = (field: string) =>
    Object.hasOwn(known, field)
      ? t(`fieldErrors.names.${field}` as MessageKey)
      : t('fieldErrors.fallback');
  const names = Object.fromEntries(Object.keys(known).map((field) => [field, name(field)]));
  /** A message the shared rules made here (already in the page's language). */
  const named = (field: string, message: string) =>
    t('fieldErrors.named', { field: name(field), message });
  /** A message the server sent for `field`. */
  const fromServer = (field: string, text: string | undefined) => {
    const parsed = text ? (parseDefault(text, messages) ?? parseDefault(text)) : null;
    if (!parsed) return named(field, t('fieldErrors.invalid'));
    const template = messages[parsed.name] ?? DEFAULT_MESSAGES[parsed.name];
    const params = { ...parsed.params };
    if (params.other) params.other = name(params.other);
    return named(field, formatMessage(template, params));
  };
  return { name, names, named, fromServer };
}
