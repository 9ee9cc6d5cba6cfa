import type { ValidationMessages } from '@casino/contracts';
import { listLocales } from '../../settings/service.ts';
import type { ContentContext } from '../context.ts';
import { getGroup } from './get-group.ts';

const PREFIX = 'validation.';

/**
 * The validation messages (content group `fields-settings`) in the first of these languages the
 * site offers; null when it offers none of them (the defaults, English, stand).
 */
export async function getValidationTexts(
  ctx: ContentContext,
  languages: string[],
): Promise<Partial<ValidationMessages> | null> {
  if (languages.length === 0) return null;
  const enabled = new Set((await listLocales(ctx.db)).map((locale) => locale.code));
  const locale = languages.find((code) => enabled.has(code));
  if (!locale) return null;
  const group = await getGroup(ctx, { group: 'fields-settings', locale });
  if (!group.ok) return null;
  const texts: Record<string, string> = {};
  for (const [key, item] of Object.entries(group.value.value.items)) {
    const text = (item.data as { text?: unknown } | null)?.text;
    if (key.startsWith(PREFIX) && typeof text === 'string') texts[key.slice(PREFIX.length)] = text;
  }
  return texts as Partial<ValidationMessages>;
}
