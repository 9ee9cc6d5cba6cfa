import { SITE_LOCALES } from '@casino/contracts/locale';
import { en, type Messages } from './en';

/**
 * The catalogs on disk (`i18n/<code>.ts`, each exporting one `Messages`), read on the server
 * only: a page carries just its own language in its loader data.
 */
const FILES = import.meta.glob<Record<string, Messages>>(
  ['./[a-z][a-z].ts', './[a-z][a-z]-[a-z][a-z].ts'],
  { eager: true },
);

/** The catalog of each site locale (docs/decisions/048): the file named after its code. */
export const CATALOGS: Record<string, Messages> = Object.fromEntries(
  SITE_LOCALES.flatMap(({ code }) => {
    const file = FILES[`./${code}.ts`];
    const catalog = file && Object.values(file)[0];
    return catalog ? [[code, catalog]] : [];
  }),
);

/** Every key of `base` missing from `catalog`, filled from `base` (and listed in `missing`). */
export function withFallback(
  base: unknown,
  catalog: unknown,
  missing: string[],
  path = '',
): unknown {
  if (typeof base === 'string') {
    if (typeof catalog === 'string') return catalog;
    missing.push(path);
    return base;
  }
  const result: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(base as Record<string, unknown>)) {
    const own = (catalog as Record<string, unknown> | undefined)?.[key];
    result[key] = withFallback(value, own, missing, path ? `${path}.${key}` : key);
  }
  return result;
}

const merged = new Map<string, Messages>();

/**
 * Texts of one language, with English for any key the language lacks (reported once in
 * development). Only this language is sent to the browser.
 */
export function getMessages(locale: string): Messages {
  let messages = merged.get(locale);
  if (!messages) {
    const missing: string[] = [];
    messages = withFallback(en, CATALOGS[locale] ?? en, missing) as Messages;
    if (missing.length && process.env.NODE_ENV === 'development') {
      console.warn(
        `[i18n] ${locale} lacks ${missing.length} messages, English shown: ${missing.join(', ')}`,
      );
    }
    merged.set(locale, messages);
  }
  return messages;
}

const json = new Map<string, string>();

/**
 * `getMessages(locale)` as JSON text, made once per language: the root loader sends it as one
 * string (lib/site.ts `RootData`), which the browser decodes at once.
 */
export function getMessagesJson(locale: string): string {
  let text = json.get(locale);
  if (text === undefined) {
    text = JSON.stringify(getMessages(locale));
    json.set(locale, text);
  }
  return text;
}
