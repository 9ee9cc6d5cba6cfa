import { SITE_LOCALES, type SiteLocaleCode } from '@casino/contracts/locale';
import { ar } from './ar.ts';
import { de } from './de.ts';
import { en, type Strings } from './en.ts';
import { es } from './es.ts';
import { fr } from './fr.ts';
import { it } from './it.ts';
import { nl } from './nl.ts';
import { pl } from './pl.ts';
import { ptBr } from './pt-br.ts';
import { tr } from './tr.ts';

export type { Strings };
/** The site's languages (`SITE_LOCALES`); the game page speaks each of them. */
export type Lang = SiteLocaleCode;

/** Each game text set by site locale code; a typed record, so a listed locale lacking one fails the type check. */
const DICTIONARIES: Record<Lang, Strings> = { en, de, es, 'pt-br': ptBr, fr, it, nl, pl, tr, ar };

/** The launch URL's `lang` (any case, `pt_BR` too) as one of ours; English otherwise. */
export function toLang(value: unknown): Lang {
  const lang = String(value ?? '')
    .toLowerCase()
    .replace('_', '-');
  return SITE_LOCALES.some((l) => l.code === lang) ? (lang as Lang) : 'en';
}

export const stringsFor = (lang: Lang): Strings => DICTIONARIES[lang];
