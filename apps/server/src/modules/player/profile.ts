import { ageOn, isValidDate, type Profile, type ProfileDetails } from '@casino/contracts';
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

export function toProfileDetails(row: PlayerRow, today = new Date()): ProfileDetails {
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
    nationality: row.nationality,
    additionalAddress: row.additionalAddress,
    profession: row.profession,
    region: row.region,
    placeOfBirth: row.placeOfBirth,
    personalIdNumber: row.personalIdNumber,
    phoneFull: row.phoneFull,
    birthdate: row.dateOfBirth,
    age: row.dateOfBirth && isValidDate(row.dateOfBirth) ? ageOn(row.dateOfBirth, today) : null,
    receiveBonus: row.receiveBonus,
    securityQuestion: row.securityQuestion,
    hasSecurityAnswer: row.securityAnswerHash !== null,
    isEmailConfirmed: row.emailConfirmedAt !== null,
    createdAt: row.createdAt.toISOString(),
  };
}
