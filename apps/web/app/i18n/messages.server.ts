import { de } from './de';
import { en, type Messages } from './en';
import { es } from './es';
import { ptBr } from './pt-br';

const ALL: Record<string, Messages> = { en, de, es, 'pt-br': ptBr };

/** Texts of one language; only that language is sent to the browser. */
export function getMessages(locale: string): Messages {
  return ALL[locale] ?? en;
}
