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

/** Base64url text of a WebAuthn answer (the server's library decodes and checks it). */
const base64url = (max: number) => z.string().max(max);

/** What every WebAuthn answer of the browser carries besides its `response`. */
const credentialJson = {
  id: base64url(1400),
  rawId: base64url(1400),
  type: z.literal('public-key'),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
};

/** The browser's answer of a passkey (WebAuthn `AuthenticationResponseJSON`, base64url fields). */
export const PasskeyAssertionResponseSchema = z
  .object({
    ...credentialJson,
    response: z.object({
      clientDataJSON: base64url(8000),
      authenticatorData: base64url(8000),
      signature: base64url(8000),
      userHandle: base64url(200).optional(),
    }),
  })
  .meta({ id: 'PasskeyAssertionResponse' });

/** A passkey used as the second factor: which challenge it answers, and the answer. */
export const PasskeyAssertionSchema = z
  .object({ challengeId: z.uuid(), response: PasskeyAssertionResponseSchema })
  .meta({ id: 'PasskeyAssertion' });
export type PasskeyAssertion = z.infer<typeof PasskeyAssertionSchema>;

/**
 * WebAuthn options for the browser (`navigator.credentials.get` or `.create` through
 * `@simplewebauthn/browser`) with the id of their single-use challenge (5 minutes).
 */
export const PasskeyOptionsSchema = z
  .object({ challengeId: z.uuid(), options: z.object({ challenge: z.string() }).loose() })
  .meta({ id: 'PasskeyOptions' });
export type PasskeyOptions = z.infer<typeof PasskeyOptionsSchema>;

/**
 * Proof of the account before a second factor is added (issue 35, docs/decisions/046): the
 * account's password; or, when the player already has one, a code of the app (or a recovery
 * code) or a passkey's answer to a challenge of `POST /api/player/passkeys/authentication-options`.
 * Nothing at all is proof only for a session a social sign-in opened in the last 5 minutes (a
 * player re-authenticated at the provider). Wrong: 422 naming the field (`password`, `code` or
 * `passkey`); no proof: 422 `proof_required` (field `password`).
 */
export const AccountProofSchema = z
  .object({
    password: z.string().max(128).optional(),
    code: z.string().max(20).optional(),
    passkey: PasskeyAssertionSchema.optional(),
  })
  .meta({ id: 'AccountProof' });
export type AccountProof = z.infer<typeof AccountProofSchema>;

/** The new passkey: its name, the challenge and the browser's `RegistrationResponseJSON`. */
export const AddPasskeyRequestSchema = z
  .object({
    name: z.string().trim().min(1).max(60),
    challengeId: z.uuid(),
    response: z
      .object({
        ...credentialJson,
        response: z
          .object({
            clientDataJSON: base64url(8000),
            attestationObject: base64url(20000),
            transports: z.array(z.string().max(20)).max(10).optional(),
          })
          .loose(),
      })
      .loose(),
  })
  .meta({ id: 'AddPasskeyRequest' });
export type AddPasskeyRequest = z.input<typeof AddPasskeyRequestSchema>;

/** Removing a passkey asks the account's password or a current second factor (a code). */
export const RemovePasskeyRequestSchema = z
  .object({
    password: z.string().max(128).optional(),
    code: z.string().max(20).optional(),
  })
  .meta({ id: 'RemovePasskeyRequest' });

/** A second factor given at a step that asks one: a code, or a passkey's answer. */
export const SecondFactorRequestSchema = z
  .object({
    code: z.string().max(20).optional(),
    passkey: PasskeyAssertionSchema.optional(),
  })
  .meta({ id: 'SecondFactorRequest' });

/** One of the player's passkeys as the profile lists it. */
export const PasskeySummarySchema = z
  .object({
    id: z.string(),
    name: z.string(),
    createdAt: z.string(),
    lastUsedAt: z.string().nullable(),
  })
  .meta({ id: 'PasskeySummary' });
export type PasskeySummary = z.infer<typeof PasskeySummarySchema>;

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
    /**
     * Or a passkey's answer to a challenge of `POST /api/player/passkeys/authentication-options`
     * (issue 35), instead of the code.
     */
    passkey: PasskeyAssertionSchema.optional(),
  })
  .meta({ id: 'LoginRequest' });

/** The player's second factors (issue 35). */
export const TwoFactorStatusSchema = z
  .object({
    totp: z.boolean(),
    /** Unused recovery codes left (0 without TOTP). */
    recoveryCodesLeft: z.number().int().min(0),
    /** The player's passkeys, oldest first (each one a second factor on its own). */
    passkeys: z.array(PasskeySummarySchema),
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
     * with `_totp`, `_recovery` or `_passkey` when a second factor was given; null when not
     * recorded.
     */
    factor: z.string().nullable().optional(),
  })
  .meta({ id: 'PlayerSession' });
export const PlayerSessionListSchema = paginated(PlayerSessionSchema);

export const OkResponseSchema = z.object({ ok: z.literal(true) });
export const LimitListSchema = z.object({ items: z.array(LimitSchema) });
