import {
  ParseError,
  parsePhoneNumberWithError,
  validatePhoneNumberLength,
} from 'libphonenumber-js/min';

/**
 * Field rules of docs/product/validation.md#field-rules, shared by the site's forms and the server:
 * one set of rules, two callers. Messages are the defaults of docs/product/validation.md; a
 * locale may override any of them.
 */
export const DEFAULT_MESSAGES = {
  required: 'Value is required',
  alpha: 'The value is not alphabetical',
  alphaNum: 'The value must be alpha-numeric',
  numeric: 'Value must be numeric',
  integer: 'Value is not an integer',
  decimal: 'Value must be decimal',
  email: 'Value is not a valid email address',
  url: 'The value is not a valid URL address',
  minLength: 'This field should be at least {min} characters long',
  maxLength: 'The maximum length allowed is {max}',
  minValue: 'The minimum value allowed is {min}',
  maxValue: 'The maximum value allowed is {max}',
  between: 'The value must be between {min} and {max}',
  sameAs: 'The value must be equal to the {other} value',
  phone: 'Value is not a valid phone number',
  date: 'Value is not a valid date',
  cpf: 'Value is not a valid CPF number',
  minAge: 'You must be at least {min} years old',
  accepted: 'Please accept to continue',
  commonPassword: 'This password is too common, choose another one',
  /** A value of the wrong kind (a number where text belongs, an unknown choice). */
  invalid: 'This value is not valid',
  /** A field the form does not have (a strict body's unknown key). */
  unknown: 'This field is not accepted here',
} as const;
export type MessageName = keyof typeof DEFAULT_MESSAGES;
export type ValidationMessages = Record<MessageName, string>;

export type Rule =
  | { rule: 'email' }
  | { rule: 'phone' }
  | { rule: 'date' }
  | { rule: 'cpf' }
  | { rule: 'integer' }
  | { rule: 'accepted' }
  | { rule: 'minLength'; min: number }
  | { rule: 'maxLength'; max: number }
  | { rule: 'sameAs'; other: string }
  | { rule: 'minAge'; min: number };

/**
 * New passwords: 8 to 128 characters, and not among the 100,000 most common (checked by the
 * server only, the list is too big for the page). Older, shorter ones still log in.
 */
export const PASSWORD_MIN_LENGTH = 8;

const text = (min?: number, max = 250): Rule[] => [
  ...(min ? [{ rule: 'minLength', min } as const] : []),
  { rule: 'maxLength', max },
];

/**
 * Every form field of docs/product/entities.md#profile-form-fields and its rules
 * (docs/product/validation.md#field-rules).
 */
export const FIELD_RULES = {
  email: [{ rule: 'email' }, { rule: 'maxLength', max: 250 }],
  password: text(PASSWORD_MIN_LENGTH, 128),
  password_confirmation: [{ rule: 'sameAs', other: 'password' }],
  currentPassword: text(undefined, 128),
  newPassword: text(PASSWORD_MIN_LENGTH, 128),
  repeatNewPassword: [{ rule: 'sameAs', other: 'newPassword' }],
  firstName: text(2, 100),
  lastName: text(2, 100),
  personalIdNumber: text(2, 50),
  nickname: text(2, 32),
  nationality: text(undefined, 2),
  gender: text(undefined, 10),
  city: text(undefined, 100),
  address: text(),
  additionalAddress: text(),
  postalCode: text(undefined, 20),
  timeZone: text(undefined, 64),
  profession: text(undefined, 100),
  language: text(undefined, 5),
  bonusCode: text(undefined, 64),
  securityQuestion: text(),
  securityAnswer: text(),
  country: text(undefined, 2),
  state: text(undefined, 64),
  region: text(undefined, 64),
  currency: text(undefined, 10),
  phone: [{ rule: 'phone' }],
  phoneFull: [{ rule: 'phone' }],
  dateOfBirth: [{ rule: 'date' }, { rule: 'minAge', min: 18 }],
  birthdate: [{ rule: 'date' }, { rule: 'minAge', min: 18 }],
  placeOfBirth: text(undefined, 100),
  age: [{ rule: 'integer' }],
  cpf_number: [{ rule: 'cpf' }],
  agreements: [{ rule: 'accepted' }],
  message: text(2, 5000),
  locale: text(undefined, 5),
} satisfies Record<string, Rule[]>;
export type FieldName = keyof typeof FIELD_RULES;

/**
 * The further profile fields (docs/product/entities.md#profile-form-fields, issue 18) the
 * registration and the profile accept beside the first ones; a form shows those its field
 * settings enable. `captcha` is not among them: its widget is the registration's own (captcha-field.tsx).
 */
export const EXTRA_PROFILE_FIELDS = [
  'nationality',
  'additionalAddress',
  'profession',
  'region',
  'placeOfBirth',
  'personalIdNumber',
  'phoneFull',
  'birthdate',
  'age',
  'securityQuestion',
  'securityAnswer',
  'receiveBonus',
] as const;
export type ExtraProfileField = (typeof EXTRA_PROFILE_FIELDS)[number];

/** Fills `{min}`, `{max}`, `{other}`, `{param}` placeholders. */
export function formatMessage(
  template: string,
  params: Record<string, string | number> = {},
): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    key in params ? String(params[key]) : whole,
  );
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/** YYYY-MM-DD with year 1000-3000 and a real calendar day (leap years included). */
export function isValidDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1000 || year > 3000 || month < 1 || month > 12 || day < 1) return false;
  const isLeap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const days = [31, isLeap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]!;
  return day <= days;
}

/** Brazilian CPF: 11 digits (dots and dash allowed), not all the same, two check digits. */
export function isValidCpf(value: string): boolean {
  const digits = value.replace(/[.\-\s]/g, '');
  if (!/^\d{11}$/.test(digits) || /^(\d)\1{10}$/.test(digits)) return false;
  const check = (length: number) => {
    let sum = 0;
    for (let i = 0; i < length; i++) sum += Number(digits[i]) * (length + 1 - i);
    const rest = (sum * 10) % 11;
    return rest === 10 ? 0 : rest;
  };
  return check(9) === Number(digits[9]) && check(10) === Number(digits[10]);
}

export type PhoneError = 'NOT_A_NUMBER' | 'TOO_SHORT' | 'TOO_LONG' | 'INVALID_COUNTRY' | 'INVALID';

/**
 * Validates an international phone number (`+4915112345678`): national number of 2 to 17
 * digits, input at most 250 characters. Returns the libphonenumber-js error, or null.
 */
export function checkPhone(value: string): PhoneError | null {
  if (value.length > 250) return 'TOO_LONG';
  try {
    const phone = parsePhoneNumberWithError(value);
    const length = phone.nationalNumber.length;
    if (length < 2) return 'TOO_SHORT';
    if (length > 17) return 'TOO_LONG';
    const lengthError = validatePhoneNumberLength(value);
    if (lengthError === 'TOO_SHORT' || lengthError === 'TOO_LONG') return lengthError;
    return phone.isValid() ? null : 'INVALID';
  } catch (error) {
    if (error instanceof ParseError) return error.message as PhoneError;
    return 'NOT_A_NUMBER';
  }
}

/** Whole years between a YYYY-MM-DD birth date and `today`. */
export function ageOn(birthDate: string, today = new Date()): number {
  const [y, m, d] = birthDate.split('-').map(Number) as [number, number, number];
  let age = today.getUTCFullYear() - y;
  const beforeBirthday =
    today.getUTCMonth() + 1 < m || (today.getUTCMonth() + 1 === m && today.getUTCDate() < d);
  if (beforeBirthday) age--;
  return age;
}

const isEmpty = (value: unknown) =>
  value === undefined || value === null || value === '' || value === false;

export interface CheckOptions {
  isRequired?: boolean;
  /** The other values of the form, for sameAs. */
  values?: Record<string, unknown>;
  messages?: Partial<ValidationMessages>;
  /** Field names in words for `{other}` (sameAs), by field key; the key itself otherwise. */
  names?: Record<string, string>;
}

/** The first message a field's value breaks, or null when it passes. */
export function checkField(
  field: string,
  value: unknown,
  options: CheckOptions = {},
): string | null {
  const messages = { ...DEFAULT_MESSAGES, ...options.messages };
  if (isEmpty(value)) return options.isRequired ? messages.required : null;
  const rules: Rule[] = (FIELD_RULES as Record<string, Rule[]>)[field] ?? [];
  const str = typeof value === 'string' ? value : String(value);
  for (const rule of rules) {
    switch (rule.rule) {
      case 'email':
        if (!EMAIL.test(str)) return messages.email;
        break;
      case 'phone':
        if (checkPhone(str)) return messages.phone;
        break;
      case 'date':
        if (!isValidDate(str)) return messages.date;
        break;
      case 'cpf':
        if (!isValidCpf(str)) return messages.cpf;
        break;
      case 'integer':
        if (!/^-?\d+$/.test(str)) return messages.integer;
        break;
      case 'accepted':
        if (value !== true && str !== 'true' && str !== '1' && str !== 'on')
          return messages.accepted;
        break;
      case 'minLength':
        if ([...str].length < rule.min) return formatMessage(messages.minLength, { min: rule.min });
        break;
      case 'maxLength':
        if ([...str].length > rule.max) return formatMessage(messages.maxLength, { max: rule.max });
        break;
      case 'sameAs':
        if (options.values?.[rule.other] !== value)
          return formatMessage(messages.sameAs, {
            other: options.names?.[rule.other] ?? rule.other,
          });
        break;
      case 'minAge':
        if (isValidDate(str) && ageOn(str) < rule.min)
          return formatMessage(messages.minAge, { min: rule.min });
        break;
    }
  }
  return null;
}

/** Server-driven field settings of a form: which fields it has and which are required. */
export interface FieldSettings {
  isRequired: boolean;
  rules: Rule[];
}

/** Checks a whole form; returns field → messages for every failing field (empty when valid). */
export function checkForm(
  values: Record<string, unknown>,
  fields: Record<string, Pick<FieldSettings, 'isRequired'>>,
  messages?: Partial<ValidationMessages>,
  names?: Record<string, string>,
): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const [field, settings] of Object.entries(fields)) {
    const message = checkField(field, values[field], {
      isRequired: settings.isRequired,
      values,
      messages,
      names,
    });
    if (message) errors[field] = [message];
  }
  return errors;
}
