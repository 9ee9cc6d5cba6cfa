import {
  ageOn,
  DEFAULT_MESSAGES,
  EXTRA_PROFILE_FIELDS,
  type ExtraProfileField,
  formatMessage,
  isValidDate,
} from '@casino/contracts';
import type { Fields } from './failures.ts';
import type { PasswordHasher } from './passwords.ts';
import type { PlayerChanges, PlayerRow } from './repository.ts';

/**
 * The further profile fields of issue 18 (docs/product/entities.md#profile-form-fields): the
 * checks the shared field rules cannot make, and their columns.
 */

/** Mapped on their own below; the other further fields are stored as they come. */
const MAPPED = ['birthdate', 'age', 'securityAnswer', 'receiveBonus'] as const;
type TextColumn = Exclude<ExtraProfileField, (typeof MAPPED)[number]>;
const TEXT_COLUMNS = EXTRA_PROFILE_FIELDS.filter(
  (name): name is TextColumn => !(MAPPED as readonly string[]).includes(name),
);

export const MIN_AGE = 18;
const regionNames = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });

/**
 * An ISO 3166 alpha-2 code Intl knows, in any case (any country: a nationality need not be open
 * for play); the user-assigned codes (AA, QM-QZ, XA-XZ, ZZ) are no nationality.
 */
const isCountryCode = (value: string) => {
  const code = value.toUpperCase();
  if (!/^[A-Z]{2}$/.test(code) || /^(AA|Q[M-Z]|X[A-Z]|ZZ)$/.test(code)) return false;
  return regionNames.of(code) !== undefined;
};

type Values = Record<string, unknown>;

/**
 * `birthdate` is another name of `dateOfBirth`: the one sent fills the other (both sent must
 * agree). Returns the values with `dateOfBirth` set, and the field error if they disagree.
 */
export function mergeBirthdate(values: Values): { values: Values; errors: Fields } {
  const { birthdate, dateOfBirth } = values;
  if (birthdate === undefined) return { values, errors: {} };
  if (dateOfBirth !== undefined && dateOfBirth !== birthdate) {
    const message = formatMessage(DEFAULT_MESSAGES.sameAs, { other: 'dateOfBirth' });
    return { values, errors: { birthdate: [message] } };
  }
  return { values: { ...values, dateOfBirth: birthdate }, errors: {} };
}

/**
 * Nationality is a country code; an age is at least 18 and, when a birth date is known (sent or
 * stored), the one it gives. Fields the rules already refused are skipped.
 */
export function checkExtraFields(values: Values, ruleErrors: Fields, today: Date): Fields {
  const errors: Fields = {};
  const { nationality, age, dateOfBirth } = values;
  if (!ruleErrors.nationality && typeof nationality === 'string' && nationality) {
    if (!isCountryCode(nationality)) errors.nationality = ['The selected value is not available'];
  }
  const years = typeof age === 'number' ? age : typeof age === 'string' ? Number(age) : NaN;
  if (!ruleErrors.age && age !== null && age !== undefined && age !== '') {
    if (!Number.isInteger(years)) errors.age = [DEFAULT_MESSAGES.integer];
    else if (years < MIN_AGE) {
      errors.age = [formatMessage(DEFAULT_MESSAGES.minAge, { min: MIN_AGE })];
    } else if (typeof dateOfBirth === 'string' && isValidDate(dateOfBirth)) {
      if (ageOn(dateOfBirth, today) !== years) {
        errors.age = [formatMessage(DEFAULT_MESSAGES.sameAs, { other: 'dateOfBirth' })];
      }
    }
  }
  return errors;
}

/** The columns of the further fields present in `values` (the answer hashed, never kept). */
export async function extraColumns(
  values: Values,
  passwords: PasswordHasher,
): Promise<PlayerChanges> {
  const columns: PlayerChanges = {};
  for (const name of TEXT_COLUMNS) {
    const value = values[name];
    if (typeof value === 'string' || value === null) columns[name] = value;
  }
  if (typeof columns.nationality === 'string')
    columns.nationality = columns.nationality.toUpperCase();
  if (typeof values.receiveBonus === 'boolean') columns.receiveBonus = values.receiveBonus;
  const answer = values.securityAnswer;
  if (answer === null) columns.securityAnswerHash = null;
  if (typeof answer === 'string') {
    columns.securityAnswerHash = await passwords.hash(normalizeAnswer(answer));
  }
  return columns;
}

/** Answers compare without case or surrounding spaces. */
export const normalizeAnswer = (answer: string) => answer.trim().toLowerCase();

/** A stored security answer stands for the field in the required check. */
export const storedAnswer = (row: PlayerRow) => (row.securityAnswerHash ? '(set)' : null);
