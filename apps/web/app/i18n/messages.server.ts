import { de } from './de';
import { en, type Messages } from './en';
import { es } from './es';
import { ptBr } from './pt-br';

const ALL: Record<string, Messages> = { en, de, es, 'pt-br': ptBr };

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
    messages = withFallback(en, ALL[locale] ?? en, missing) as Messages;
    if (missing.length && process.env.NODE_ENV === 'development') {
      console.warn(
        `[i18n] ${locale} lacks ${missing.length} messages, English shown: ${missing.join(', ')}`,
      );
    }
    merged.set(locale, messages);
  }
  return messages;
}
