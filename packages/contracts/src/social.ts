import { z } from 'zod';
import { LOCALE_PATTERN } from './locale.ts';
import { LoginResponseSchema } from './player.ts';
import { OkResponseSchema, RegisterRequestSchema } from './player-api.ts';

/** Social login through OpenID Connect providers (docs/decisions/029). */

/** One provider the site offers: the sign-in button shows its name and icon. */
export const SocialProviderSchema = z
  .object({ id: z.string(), name: z.string(), icon: z.string().nullable() })
  .meta({ id: 'SocialProvider' });
export type SocialProvider = z.infer<typeof SocialProviderSchema>;
export const SocialProviderListSchema = z.object({ items: z.array(SocialProviderSchema) });

/** What a social sign-up chooses before leaving for the provider (the registration form's choices). */
export const SocialSignUpSchema = RegisterRequestSchema.pick({
  currency: true,
  country: true,
  agreements: true,
  bonusCode: true,
  nickname: true,
  receiveEmailPromo: true,
  locale: true,
  /** Brazil (issue 32): the CPF, asked like the registration form asks it. */
  cpf_number: true,
});
export type SocialSignUp = z.infer<typeof SocialSignUpSchema>;

const optionalText = z.string().max(250).optional();

/** POST /api/player/social/authorize: where to send the browser; the transaction is an HttpOnly cookie. */
export const SocialAuthorizeRequestSchema = z
  .object({
    providerId: z.string().max(64),
    /** A site path to open after the login (else home). */
    target: z.string().max(500).optional(),
    /** Present: an unknown identity registers with these choices. */
    signUp: SocialSignUpSchema.optional(),
    affiliateTag: optionalText,
    affiliateToken: optionalText,
  })
  .meta({ id: 'SocialAuthorizeRequest' });
export type SocialAuthorizeRequest = z.infer<typeof SocialAuthorizeRequestSchema>;

export const SocialLinkAuthorizeRequestSchema = SocialAuthorizeRequestSchema.pick({
  providerId: true,
  target: true,
});

export const SocialAuthorizeResponseSchema = z.object({ url: z.string() });

/** The query the provider returned to /auth/callback, as the callback page hands it on. */
export const SocialCallbackRequestSchema = z
  .object({
    state: z.string().max(500),
    code: z.string().max(2000).optional(),
    error: z.string().max(200).optional(),
    errorDescription: z.string().max(1000).optional(),
    /** RFC 9207: the issuer the provider names in its answer, when it sends one. */
    iss: z.string().max(500).optional(),
  })
  .meta({ id: 'SocialCallbackRequest' });
export type SocialCallbackRequest = z.infer<typeof SocialCallbackRequestSchema>;

/** The login reply plus where to go next (the target given at authorize, else null: home). */
export const SocialLoginResponseSchema = LoginResponseSchema.extend({
  target: z.string().nullable(),
}).meta({ id: 'SocialLoginResponse' });

export const SocialIdentitySchema = z
  .object({
    providerId: z.string(),
    providerName: z.string(),
    email: z.string().nullable(),
    linkedAt: z.string(),
  })
  .meta({ id: 'SocialIdentity' });
export type SocialIdentity = z.infer<typeof SocialIdentitySchema>;
export const SocialIdentityListSchema = z.object({ items: z.array(SocialIdentitySchema) });

/**
 * Query of the logout: `locale`, the language of the page the player logs out from, so that a
 * provider's logout comes back to that language's home (spec section 2, page-change rule 5).
 */
export const LogoutQuerySchema = z.object({
  locale: z
    .string()
    .regex(LOCALE_PATTERN, 'locale: two letters, or two letters, a dash and two letters')
    .optional(),
});

/** Logout: `logoutUrl` when the session came from a provider (the site then goes there). */
export const LogoutResponseSchema = OkResponseSchema.extend({
  logoutUrl: z.string().optional(),
}).meta({ id: 'LogoutResponse' });

/** Error codes of social login beside the login ones (docs/decisions/029). */
export const SOCIAL_ERRORS = {
  /** The provider's email belongs to an account without this identity: sign in, then link. */
  emailTaken: 11001,
  /** The account is blocked (or otherwise not active). */
  blocked: 11002,
} as const;
