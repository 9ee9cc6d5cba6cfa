/**
 * Nickname shown for a player without one (docs/product/constants.md#masked-nickname): the email's
 * local part with its last 3 characters hidden; a local part shorter than 4 keeps only its first
 * character.
 */
export function maskEmail(email: string): string {
  const local = email.split('@')[0] ?? '';
  if (local.length < 4) return `${local.slice(0, 1)}***`;
  return `${local.slice(0, -3)}***`;
}

/**
 * The name the site shows: nickname, else the masked email, else 'Unknown'
 * (docs/product/entities.md#profile).
 */
export function displayName(profile: { nickname?: string | null; email?: string | null }): string {
  if (profile.nickname) return profile.nickname;
  return profile.email ? maskEmail(profile.email) : 'Unknown';
}

/** Full name only when both names exist (docs/product/entities.md#profile). */
export function fullName(profile: {
  firstName?: string | null;
  lastName?: string | null;
}): string | null {
  return profile.firstName && profile.lastName ? `${profile.firstName} ${profile.lastName}` : null;
}
