/**
 * A small ICU MessageFormat subset: `{name}`, `{n, plural, =0 {…} one {# item} other {# items}}`
 * (categories from `Intl.PluralRules`, `#` is the number formatted for the locale) and
 * `{x, select, a {…} other {…}}`. Enough for UI strings, at a fraction of a full runtime's size.
 */
export type MessageParams = Record<string, string | number>;

function closingBrace(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    if (text[i] === '{') depth++;
    else if (text[i] === '}' && --depth === 0) return i;
  }
  return -1;
}

/** `one {…} other {…}` → { one: '…', other: '…' } */
function parseOptions(source: string): Record<string, string> | null {
  const options: Record<string, string> = {};
  let i = 0;
  while (i < source.length) {
    const match = /^\s*(=?[\w-]+)\s*\{/.exec(source.slice(i));
    if (!match) return source.slice(i).trim() ? null : options;
    const open = i + match[0].length - 1;
    const close = closingBrace(source, open);
    if (close < 0) return null;
    options[match[1]!] = source.slice(open + 1, close);
    i = close + 1;
  }
  return options;
}

function formatArgument(body: string, params: MessageParams, locale: string): string | null {
  const [name = '', type, ...rest] = body.split(',');
  const key = name.trim();
  if (type === undefined) return key in params ? String(params[key]) : null;
  const options = parseOptions(rest.join(','));
  if (!options || !('other' in options)) return null;
  const value = params[key];
  if (type.trim() === 'select')
    return formatIcu(options[String(value)] ?? options.other!, params, locale);
  if (type.trim() !== 'plural') return null;
  const n = Number(value);
  const chosen =
    options[`=${n}`] ?? options[new Intl.PluralRules(locale).select(n)] ?? options.other!;
  const number = new Intl.NumberFormat(locale).format(n);
  return formatIcu(chosen.replace(/#/g, number), params, locale);
}

export function formatIcu(text: string, params: MessageParams = {}, locale = 'en'): string {
  if (!text.includes('{')) return text;
  let out = '';
  let i = 0;
  while (i < text.length) {
    const open = text.indexOf('{', i);
    if (open < 0) return out + text.slice(i);
    const close = closingBrace(text, open);
    if (close < 0) return out + text.slice(i);
    out += text.slice(i, open);
    out +=
      formatArgument(text.slice(open + 1, close), params, locale) ?? text.slice(open, close + 1);
    i = close + 1;
  }
  return out;
}

/** Whether `text` is well-formed for formatIcu (balanced braces, plural/select with other). */
export function isValidIcu(text: string): boolean {
  let i = 0;
  while (i < text.length) {
    const open = text.indexOf('{', i);
    if (open < 0) return !text.slice(i).includes('}');
    if (text.slice(i, open).includes('}')) return false;
    const close = closingBrace(text, open);
    if (close < 0) return false;
    const [, type, ...rest] = text.slice(open + 1, close).split(',');
    if (type !== undefined) {
      const options = parseOptions(rest.join(','));
      if (!['plural', 'select'].includes(type.trim()) || !options?.other) return false;
      if (!Object.values(options).every(isValidIcu)) return false;
    }
    i = close + 1;
  }
  return true;
}
