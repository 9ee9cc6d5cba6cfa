import { z } from 'zod';
import { CurrencyCodeSchema } from './common.ts';
import { codesOf, LIMIT_DEFINITION, LIMIT_PERIODS, LIMIT_STATUS } from './enums.ts';

export const SegmentSchema = z.object({ name: z.string() });

/**
 * Player profile (docs/product/entities.md#profile). The site shows nickname 'Unknown' when it is
 * missing.
 */
export const ProfileSchema = z
  .object({
    id: z.string(),
    email: z.string().email(),
    nickname: z.string().nullable(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    freshchatRestoreId: z.string().nullable(),
    segments: z.array(SegmentSchema),
    isNewlyRegistered: z.boolean().optional(),
    /** Login reply only: the password predates the current rules; the site asks to change it. */
    passwordChangeRequired: z.boolean().optional(),
  })
  .meta({ id: 'Profile' });
export type Profile = z.infer<typeof ProfileSchema>;

export const LoginResponseSchema = z
  .object({ accessToken: z.string(), refreshToken: z.string(), profile: ProfileSchema })
  .meta({ id: 'LoginResponse' });
export const RefreshResponseSchema = z.object({
  accessToken: z.string(),
  refreshToken: z.string(),
});

/** Claims of the session (access) token; `exp` is seconds since the epoch. */
export const SessionTokenClaimsSchema = z.object({
  sub: z.string(),
  sid: z.string(),
  exp: z.number().int(),
  iat: z.number().int(),
  /** 'realtime': a connection token, refused by the HTTP API (docs/decisions/016). */
  use: z.literal('realtime').optional(),
});

/** GET /api/connection/token: the websocket's connection token, for the page's script. */
export const ConnectionTokenResponseSchema = z.object({
  token: z.string(),
  /** Seconds since the epoch. */
  expiresAt: z.number().int(),
});

/**
 * Responsible-gaming limit (docs/product/entities.md#limit): definition 1 bet, 2 loss, 3 deposit, 4
 * self-exclusion, 5 cooling-off.
 */
export const LimitSchema = z
  .object({
    id: z.string(),
    definition: z
      .number()
      .int()
      .refine((v) => codesOf(LIMIT_DEFINITION).includes(v)),
    period: z.enum(LIMIT_PERIODS).nullable(),
    status: z
      .number()
      .int()
      .refine((v) => codesOf(LIMIT_STATUS).includes(v)),
    currency: CurrencyCodeSchema.nullable(),
    amount: z.number().int().nullable(),
    endsAt: z.string().nullable(),
  })
  .meta({ id: 'Limit' });
export type Limit = z.infer<typeof LimitSchema>;

export const DocumentSchema = z
  .object({
    id: z.string(),
    referenceId: z.string().nullable(),
    fileName: z.string(),
    status: z.number().int(),
    createdAt: z.string(),
  })
  .meta({ id: 'Document' });

export type LoginResponse = z.infer<typeof LoginResponseSchema>;
export type Tokens = z.infer<typeof RefreshResponseSchema>;
