import type { locales } from '../schema/index.ts';

/** en is the default and has no URL prefix; fr exists but is disabled until translated. */
export const SEED_LOCALES: (typeof locales.$inferInsert)[] = [
  { code: 'en', name: 'English', nativeName: 'English', isDefault: true, sortOrder: 1 },
  { code: 'de', name: 'German', nativeName: 'Deutsch', sortOrder: 2 },
  { code: 'es', name: 'Spanish', nativeName: 'Español', sortOrder: 3 },
  { code: 'pt-br', name: 'Portuguese (Brazil)', nativeName: 'Português (Brasil)', sortOrder: 4 },
  { code: 'fr', name: 'French', nativeName: 'Français', isEnabled: false, sortOrder: 5 },
];
