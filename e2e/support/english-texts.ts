/**
 * The "no English on a translated page" check's pieces (issue 35), shared by the phone journeys:
 * the English catalog texts a page in another language must not show, and a finder for them.
 */
import { GAME_CATEGORIES } from '../../packages/game-engine/src/catalog.ts';

export type Catalog = Record<string, unknown>;
/** The site's message catalog of a language (apps/web/app/i18n, loaded as the site loads it). */
export async function catalog(file: string): Promise<Catalog> {
  const module = (await import(`../../apps/web/app/i18n/${file}.ts`)) as Record<string, Catalog>;
  return Object.values(module)[0]!;
}

/** Every string of a catalog by its dotted key. */
function flatten(node: unknown, prefix = ''): Map<string, string> {
  if (typeof node === 'string') return new Map([[prefix, node]]);
  return new Map(
    Object.entries(node as Record<string, unknown>).flatMap(([key, value]) => [
      ...flatten(value, prefix ? `${prefix}.${key}` : key),
    ]),
  );
}

/**
 * Words that are the same in English and the page's language (or are names), so seeing them
 * on a translated page is not a missing translation.
 */
const SAME_IN_EVERY_LANGUAGE = new Set([
  'Aurora Casino',
  'Casino',
  'Slots',
  'Crash',
  'Online',
  // The Brazilian currency ("Brasilianischer Real").
  'Real',
  // German writes "Link" too (the FAQ: "den Link in der E-Mail").
  'Link',
]);

/**
 * English UI texts that must not appear on a page in `locale`: each English catalog text (its
 * literal pieces around `{placeholders}`) whose translation differs, and the English names of
 * the game categories.
 */
export function englishTexts(en: Catalog, locale: Catalog): string[] {
  const english = flatten(en);
  const translated = flatten(locale);
  const texts = new Set<string>();
  for (const [key, text] of english) {
    const own = translated.get(key) ?? '';
    if (own === text) continue;
    for (const piece of text.split(/\{[^{}]*(?:\{[^{}]*\}[^{}]*)*\}/)) {
      const trimmed = piece.replace(/^[\s.,:;!?()…·—–-]+|[\s.,:;!?()…·—–-]+$/g, '');
      // One short word is too often a name or the same word elsewhere; pieces of 4+ letters.
      if (trimmed.replace(/[^\p{L}]/gu, '').length < 4 || own.includes(trimmed)) continue;
      texts.add(trimmed);
    }
  }
  const categories = (locale.games as Catalog).categories as Record<string, string>;
  for (const { identity, name } of GAME_CATEGORIES) {
    if (categories[identity] !== name) texts.add(name);
  }
  return [...texts].filter((text) => !SAME_IN_EVERY_LANGUAGE.has(text));
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The English texts found in `visible` (game and provider names taken out first). */
export function englishIn(visible: string, texts: string[], names: string[]): string[] {
  let rest = visible;
  for (const name of names) rest = rest.split(name).join(' ');
  return texts.filter((text) =>
    new RegExp(`(^|[^\\p{L}])${escapeRegExp(text)}($|[^\\p{L}])`, 'u').test(rest),
  );
}
