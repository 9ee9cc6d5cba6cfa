import type { Profile, ProfileDetails } from '@casino/contracts';
import type { PlayerRow } from './repository.ts';

/** Emails are compared and stored lower-cased and trimmed. */
export const normalizeEmail = (email: string) => email.trim().toLowerCase();

/** The profile of a login response (contract shape, never the row). */
export function toProfile(row: PlayerRow, isNewlyRegistered = false): Profile {
  return {
    id: row.id,
    email: row.email,
    nickname: row.nickname,
    firstName: row.firstName,
    lastName: row.lastName,
    freshchatRestoreId: row.freshchatRestoreId,
    segments: row.segments,
    isNewlyRegistered,
  };
}

export function toProfileDetails(row: PlayerRow): ProfileDetails {
  const { isNewlyRegistered: _omit, ...profile } = toProfile(row);
  return {
    ...profile,
    gender: row.gender,
    dateOfBirth: row.dateOfBirth,
    phone: row.phone,
    country: row.country,
    state: row.state,
    city: row.city,
    address: row.address,
    postalCode: row.postalCode,
    timeZone: row.timeZone,
    language: row.language,
    currency: row.currency,
    cpf_number: row.cpfNumber,
    receiveEmailPromo: row.receiveEmailPromo,
    receiveSmsPromo: row.receiveSmsPromo,
    isEmailConfirmed: row.emailConfirmedAt !== null,
    createdAt: row.createdAt.toISOString(),
  };
}
