/** Topics of the contact form; the site shows them translated. No zod here (browser code). */
export const CONTACT_SUBJECTS = [
  'account',
  'payments',
  'bonuses',
  'games',
  'responsible-gaming',
  'other',
] as const;
export type ContactSubject = (typeof CONTACT_SUBJECTS)[number];
