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
 * The name the site shows: nickname, else the masked email, else 'Unknown' (`unknown`: the
 * page's language)
 * (docs/product/entities.md#profile).
 */
export function displayName(
  profile: { nickname?: string | null; email?: string | null },
  unknown = 'Unknown',
): string {
  if (profile.nickname) return profile.nickname;
  return profile.email ? maskEmail(profile.email) : unknown;
}

/**
 * The name public lists (latest winners) show: the nickname, else `Player •••` and the last 4
 * characters of the player id. Nothing of the email: even masked, its local part often names
 * the person (docs/product/constants.md#public-name).
 */
export function publicName(player: { id: string; nickname?: string | null }): string {
  return player.nickname || `Player •••${player.id.replaceAll('-', '').slice(-4)}`;
}

/** Full name only when both names exist (docs/product/entities.md#profile). */
export function fullName(profile: {
  firstName?: string | null;
  lastName?: string | null;
}): string | null {
  return profile.firstName && profile.lastName ? `${profile.firstName} ${profile.lastName}` : null;
}
