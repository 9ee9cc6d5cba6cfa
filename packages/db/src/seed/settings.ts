/** Time zones offered in the profile form (IANA ids); labels are made when served. */
export function seedTimeZones(): string[] {
  return Intl.supportedValuesOf('timeZone');
}

const day = (id: string, name: string, days: number) => ({ id, name, days });

/**
 * Responsible-gaming periods (docs/product/constants.md#responsible-gaming-periods); operators may
 * edit them.
 */
export const SEED_LIMIT_SETTINGS = {
  cashPeriods: [
    day('daily', 'Daily', 1),
    day('weekly', 'Weekly', 7),
    day('monthly', 'Monthly', 30),
  ],
  coolingOffPeriods: [
    day('24h', '24 hours', 1),
    day('7d', '7 days', 7),
    day('30d', '30 days', 30),
    day('42d', '6 weeks', 42),
  ],
  selfExclusionPeriods: [
    day('6m', '6 months', 182),
    day('1y', '1 year', 365),
    day('5y', '5 years', 1826),
    day('forever', 'Permanent', 0),
  ],
};

type FieldSettings = Record<string, { isRequired: boolean }>;
const fields = (required: string[], optional: string[]): FieldSettings =>
  Object.fromEntries([
    ...required.map((name) => [name, { isRequired: true }]),
    ...optional.map((name) => [name, { isRequired: false }]),
  ]);

/**
 * The fields of the registration and profile forms and which are required
 * (docs/product/validation.md#required-fields); operators may edit them, the rules come from the
 * contracts.
 */
export const SEED_PLAYER_FIELDS: Record<'registration' | 'profile', FieldSettings> = {
  registration: fields(
    ['email', 'password', 'password_confirmation', 'currency', 'country', 'agreements'],
    ['bonusCode', 'nickname', 'receiveEmailPromo'],
  ),
  profile: fields(
    [],
    [
      'nickname',
      'firstName',
      'lastName',
      'gender',
      'dateOfBirth',
      'phone',
      'country',
      'state',
      'city',
      'address',
      'postalCode',
      'timeZone',
      'language',
      'cpf_number',
      'receiveEmailPromo',
      'receiveSmsPromo',
      // Further fields of the spec (issue 18); operators may drop them.
      'nationality',
      'placeOfBirth',
      'personalIdNumber',
      'additionalAddress',
      'profession',
      'securityQuestion',
      'securityAnswer',
      'receiveBonus',
    ],
  ),
};
