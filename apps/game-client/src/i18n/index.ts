import { de } from './de.ts';
import { en, type Strings } from './en.ts';
import { es } from './es.ts';
import { ptBr } from './pt-br.ts';

export type { Strings };
export type Lang = 'en' | 'de' | 'es' | 'pt-br';

const DICTIONARIES: Record<Lang, Strings> = { en, de, es, 'pt-br': ptBr };

/** The launch URL's `lang` (any case, `pt_BR` too) as one of ours; English otherwise. */
export function toLang(value: unknown): Lang {
  const lang = String(value ?? '')
    .toLowerCase()
    .replace('_', '-');
  return lang in DICTIONARIES ? (lang as Lang) : 'en';
}

export const stringsFor = (lang: Lang): Strings => DICTIONARIES[lang];
