import {
  DEFAULT_MESSAGES,
  formatMessage,
  type MessageName,
  type ValidationMessages,
} from './validation.ts';

const NAMES = Object.keys(DEFAULT_MESSAGES) as MessageName[];
const patterns = new Map<string, { pattern: RegExp; keys: string[] }>();

function compile(template: string) {
  let compiled = patterns.get(template);
  if (!compiled) {
    const keys: string[] = [];
    const source = template
      .replace(/[.*+?^$()|[\]\\]/g, '\\$&')
      .replace(/\{(\w+)\}/g, (_, key: string) => {
        keys.push(key);
        return '(.+?)';
      });
    compiled = { pattern: new RegExp(`^${source}$`), keys };
    patterns.set(template, compiled);
  }
  return compiled;
}

/**
 * A validation message read back: which default it is and the values in its placeholders, by
 * the given templates (a locale's texts; the English defaults when none are given).
 */
export function parseDefault(
  text: string,
  templates: Partial<ValidationMessages> = DEFAULT_MESSAGES,
): { name: MessageName; params: Record<string, string> } | null {
  for (const name of NAMES) {
    const template = templates[name];
    if (!template) continue;
    const { pattern, keys } = compile(template);
    const match = pattern.exec(text);
    if (match) return { name, params: Object.fromEntries(keys.map((k, i) => [k, match[i + 1]!])) };
  }
  return null;
}

/**
 * A default message (English, as the rules make it) in a locale's words; any other text is
 * returned as it is.
 */
export function localizeMessage(text: string, messages: Partial<ValidationMessages>): string {
  const parsed = parseDefault(text);
  const template = parsed && messages[parsed.name];
  return template ? formatMessage(template, parsed.params) : text;
}
