import { z } from 'zod';
import { paginated } from './common.ts';
import { LimitSchema, ProfileSchema } from './player.ts';

const optionalText = z.string().max(250).optional();

/** The registration `captcha` the sandbox check box sends once ticked (CAPTCHA_PROVIDER=sandbox). */
export const SANDBOX_CAPTCHA_ANSWER = 'sandbox-not-a-robot';

/**
 * The further profile fields of docs/product/entities.md#profile-form-fields, accepted by the
 * registration and the profile change (issue 18). Types and sizes only; `checkForm` applies the
 * field rules. `birthdate` is another name of `dateOfBirth`; `age` is checked (at least 18, the
 * birth date's when one is known) and never stored, the profile derives it; `captcha` is a
 * widget's answer, never stored.
 */
const extraProfileFields = {
  nationality: z.string().max(250).nullable().optional(),
  additionalAddress: z.string().max(250).nullable().optional(),
  profession: z.string().max(250).nullable().optional(),
  region: z.string().max(250).nullable().optional(),
  placeOfBirth: z.string().max(250).nullable().optional(),
  personalIdNumber: z.string().max(250).nullable().optional(),
  phoneFull: z.string().max(250).nullable().optional(),
  birthdate: z.string().max(250).nullable().optional(),
  securityQuestion: z.string().max(250).nullable().optional(),
  securityAnswer: z.string().max(250).nullable().optional(),
  receiveBonus: z.boolean().optional(),
  age: z
    .union([z.number(), z.string().max(10)])
    .nullable()
    .optional(),
  captcha: z.string().max(4096).nullable().optional(),
};

/**
 * POST /api/player/register. Types only: the field rules and the required set (from the
 * server, per scenario) are applied by `checkForm`, so the body is checked in one pass.
 */
export const RegisterRequestSchema = z
  .object({
    email: z.string().max(250),
    password: z.string().max(128),
    password_confirmation: z.string().max(128),
    currency: z.string().max(10),
    country: z.string().max(2),
    agreements: z.boolean(),
    bonusCode: optionalText,
    nickname: optionalText,
    /** Kept on the profile (min 2 when given, spec 5): a sign-up form may ask the names. */
    firstName: optionalText,
    lastName: optionalText,
    receiveEmailPromo: z.boolean().optional(),
    locale: optionalText,
    affiliateTag: optionalText,
    affiliateToken: optionalText,
    /**
     * Optional deposit limit chosen at sign-up (issue 15), in the registration currency's minor
     * units; it applies at once, like any new limit.
     */
    depositLimit: z
      .object({
        period: z.enum(['daily', 'weekly', 'monthly']),
        amount: z.number().int().positive().max(1e15),
      })
      .optional(),
    /**
     * Brazilian CPF (dots and dash allowed): required, with valid check digits, where the
     * country's jurisdiction profile says so (Brazil, issue 32); kept on the profile.
     */
    cpf_number: z.string().max(20).nullable().optional(),
    ...extraProfileFields,
  })
  .meta({ id: 'RegisterRequest' });
export type RegisterRequest = z.infer<typeof RegisterRequestSchema>;

export const LoginRequestSchema = z
  .object({
    email: z.string().max(250),
    password: z.string().max(128),
    /**
     * The second factor of a player who turned it on (issue 35): a 6-digit code of the
     * authenticator app, or one of the recovery codes. Without it such a login answers 401
     * `second_factor_required`; a wrong one 401 `invalid_second_factor`.
     */
    code: z.string().max(20).optional(),
  })
  .meta({ id: 'LoginRequest' });

/** The player's second factors (issue 35). */
export const TwoFactorStatusSchema = z
  .object({
    totp: z.boolean(),
    /** Unused recovery codes left (0 without TOTP). */
    recoveryCodesLeft: z.number().int().min(0),
  })
  .meta({ id: 'TwoFactorStatus' });

/** What an authenticator app scans to set up TOTP: the secret, its otpauth URI and a QR (SVG). */
export const TotpEnrolmentSchema = z
  .object({ secret: z.string(), otpauthUri: z.string(), qrSvg: z.string() })
  .meta({ id: 'TotpEnrolment' });
export type TotpEnrolment = z.infer<typeof TotpEnrolmentSchema>;

/** A code of the authenticator app (or, to remove TOTP or renew codes, a recovery code). */
export const TwoFactorCodeRequestSchema = z
  .object({ code: z.string().min(1).max(20) })
  .meta({ id: 'TwoFactorCodeRequest' });

/** New recovery codes, shown once. */
export const RecoveryCodesSchema = z
  .object({ recoveryCodes: z.array(z.string()) })
  .meta({ id: 'RecoveryCodes' });

/** The site sends `{}`: its refresh token is the HttpOnly cookie (docs/decisions/016). */
export const RefreshRequestSchema = z.object({
  refreshToken: z.string().min(1).max(200).optional(),
});
export const TokenLoginRequestSchema = z.object({ token: z.string().min(1).max(200) });

export const PasswordResetRequestSchema = z.object({ email: z.string().max(250) });
export const PasswordResetConfirmSchema = z.object({
  resetCode: z.string().min(1).max(200),
  password: z.string().max(128),
  password_confirmation: z.string().max(128),
});
export const ChangePasswordRequestSchema = z.object({
  currentPassword: z.string().max(128),
  newPassword: z.string().max(128),
  repeatNewPassword: z.string().max(128),
});
export const EmailConfirmRequestSchema = z.object({ confirmCode: z.string().min(1).max(200) });

/** The player's full profile as the profile screen edits it. */
export const ProfileDetailsSchema = ProfileSchema.extend({
  gender: z.string().nullable(),
  dateOfBirth: z.string().nullable(),
  phone: z.string().nullable(),
  country: z.string().nullable(),
  state: z.string().nullable(),
  city: z.string().nullable(),
  address: z.string().nullable(),
  postalCode: z.string().nullable(),
  timeZone: z.string().nullable(),
  language: z.string().nullable(),
  currency: z.string(),
  cpf_number: z.string().nullable(),
  receiveEmailPromo: z.boolean(),
  receiveSmsPromo: z.boolean(),
  nationality: z.string().nullable(),
  additionalAddress: z.string().nullable(),
  profession: z.string().nullable(),
  region: z.string().nullable(),
  placeOfBirth: z.string().nullable(),
  personalIdNumber: z.string().nullable(),
  phoneFull: z.string().nullable(),
  /** The same date as `dateOfBirth`. */
  birthdate: z.string().nullable(),
  /** Whole years from the birth date; null without one. */
  age: z.number().int().nullable(),
  receiveBonus: z.boolean(),
  securityQuestion: z.string().nullable(),
  /** Whether a security answer is set (the answer is stored hashed, never shown). */
  hasSecurityAnswer: z.boolean(),
  isEmailConfirmed: z.boolean(),
  createdAt: z.string(),
}).meta({ id: 'ProfileDetails' });
export type ProfileDetails = z.infer<typeof ProfileDetailsSchema>;

const nullableText = z.string().max(250).nullable().optional();
export const UpdateProfileRequestSchema = z
  .object({
    nickname: nullableText,
    firstName: nullableText,
    lastName: nullableText,
    gender: z.enum(['male', 'female', 'other']).nullable().optional(),
    dateOfBirth: nullableText,
    phone: nullableText,
    country: nullableText,
    state: nullableText,
    city: nullableText,
    address: nullableText,
    postalCode: nullableText,
    timeZone: nullableText,
    language: nullableText,
    cpf_number: nullableText,
    receiveEmailPromo: z.boolean().optional(),
    receiveSmsPromo: z.boolean().optional(),
    /** The Freshchat widget's restore id for this player (spec 7, "paths not shown"). */
    freshchatRestoreId: z
      .string()
      .max(200)
      .regex(/^[\w.:-]*$/, 'letters, digits and . _ : - only')
      .nullable()
      .optional(),
    ...extraProfileFields,
  })
  .strict()
  .meta({ id: 'UpdateProfileRequest' });
export type UpdateProfileRequest = z.infer<typeof UpdateProfileRequestSchema>;

export const RuleSchema = z.discriminatedUnion('rule', [
  z.object({ rule: z.enum(['email', 'phone', 'date', 'cpf', 'integer', 'accepted']) }),
  z.object({ rule: z.literal('minLength'), min: z.number().int() }),
  z.object({ rule: z.literal('maxLength'), max: z.number().int() }),
  z.object({ rule: z.literal('sameAs'), other: z.string() }),
  z.object({ rule: z.literal('minAge'), min: z.number().int() }),
]);
export const FieldValidationsSchema = z
  .object({
    scenario: z.enum(['registration', 'profile']),
    fields: z.record(
      z.string(),
      z.object({
        isRequired: z.boolean(),
        rules: z.array(RuleSchema),
        /** On `captcha` only: the widget the form shows (CAPTCHA_PROVIDER). */
        widget: z
          .object({
            provider: z.enum(['sandbox', 'turnstile', 'hcaptcha']),
            siteKey: z.string().nullable(),
          })
          .optional(),
      }),
    ),
  })
  .meta({ id: 'FieldValidations' });
export type FieldValidations = z.infer<typeof FieldValidationsSchema>;
export const FieldValidationsQuerySchema = z.object({
  scenario: z.enum(['registration', 'profile']),
});

export const PlayerSessionSchema = z
  .object({
    id: z.string(),
    createdAt: z.string(),
    lastSeenAt: z.string(),
    closedAt: z.string().nullable(),
    ip: z.string().nullable(),
    userAgent: z.string().nullable(),
    isCurrent: z.boolean(),
    /**
     * How the session was opened (issue 35): `password`, `social` or `token` (autologin link),
     * with `_totp` or `_recovery` when a second factor was given; null when not recorded.
     */
    factor: z.string().nullable().optional(),
  })
  .meta({ id: 'PlayerSession' });
export const PlayerSessionListSchema = paginated(PlayerSessionSchema);

export const OkResponseSchema = z.object({ ok: z.literal(true) });
export const LimitListSchema = z.object({ items: z.array(LimitSchema) });
