import type { Messages } from './en';
import { formatIcu, type MessageParams } from './icu';

type Join<K, P> = K extends string ? (P extends string ? `${K}.${P}` : never) : never;
type Paths<T> = { [K in keyof T]: T[K] extends string ? K : Join<K, Paths<T[K]>> }[keyof T];
export type MessageKey = Paths<Messages>;

const isDevelopment = () =>
  typeof process !== 'undefined' && process.env?.NODE_ENV === 'development';

/** The text at a dotted key, or undefined. */
export function lookup(messages: unknown, key: string): string | undefined {
  let node = messages;
  for (const part of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  return typeof node === 'string' ? node : undefined;
}

/**
 * Looks up a dotted key and formats it (ICU plurals and selects, `{name}` placeholders) for
 * `locale`. A key missing from the catalog shows itself and is reported in development.
 */
export function translate(
  messages: Messages,
  key: MessageKey,
  params?: MessageParams,
  locale = 'en',
): string {
  const text = lookup(messages, key);
  if (text === undefined) {
    if (isDevelopment()) console.warn(`[i18n] missing message "${key}" (${locale})`);
    return key;
  }
  return params || text.includes('{') ? formatIcu(text, params, locale) : text;
}
