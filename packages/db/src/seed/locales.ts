import { SITE_LOCALES } from '@casino/contracts/locale';
import type { locales } from '../schema/index.ts';

/** Known languages not offered yet: listed for operators, disabled until translated. */
const DISABLED = [{ code: 'fr', name: 'French', nativeName: 'Français' }];

/**
 * The site's languages (`SITE_LOCALES`, docs/decisions/048) in picker order; en is the default
 * and has no URL prefix.
 */
export const SEED_LOCALES: (typeof locales.$inferInsert)[] = [
  ...SITE_LOCALES.map(({ code, name, nativeName }, index) => ({
    code,
    name,
    nativeName,
    isDefault: code === 'en',
    sortOrder: index + 1,
  })),
  ...DISABLED.filter((d) => !SITE_LOCALES.some((l) => l.code === d.code)).map((d, index) => ({
    ...d,
    isEnabled: false,
    sortOrder: SITE_LOCALES.length + index + 1,
  })),
];
