import { z } from 'zod';
import { OkResponseSchema, SecondFactorRequestSchema } from '../player-api.ts';
import {
  SocialAuthorizeRequestSchema,
  SocialAuthorizeResponseSchema,
  SocialCallbackRequestSchema,
  SocialIdentityListSchema,
  SocialLinkAuthorizeRequestSchema,
  SocialLoginResponseSchema,
  SocialProviderListSchema,
  SocialSignUpSchema,
} from '../social.ts';
import { defineEndpoint } from './define.ts';

/** Social login and linked identities (docs/decisions/029). */
export const socialApi = {
  listProviders: defineEndpoint({
    method: 'GET',
    path: '/api/player/social/providers',
    auth: false,
    response: SocialProviderListSchema,
  }),
  authorize: defineEndpoint({
    method: 'POST',
    path: '/api/player/social/authorize',
    auth: false,
    body: SocialAuthorizeRequestSchema,
    response: SocialAuthorizeResponseSchema,
  }),
  login: defineEndpoint({
    method: 'POST',
    path: '/api/player/sessions/social',
    auth: false,
    body: SocialCallbackRequestSchema,
    response: SocialLoginResponseSchema,
  }),
  /** The registration step of a sign-in whose identity no account has (issue 29). */
  secondFactor: defineEndpoint({
    method: 'POST',
    path: '/api/player/sessions/social/second-factor',
    auth: false,
    body: SecondFactorRequestSchema,
    response: SocialLoginResponseSchema,
  }),
  signUp: defineEndpoint({
    method: 'POST',
    path: '/api/player/sessions/social/sign-up',
    auth: false,
    body: SocialSignUpSchema,
    response: SocialLoginResponseSchema,
  }),
  listIdentities: defineEndpoint({
    method: 'GET',
    path: '/api/player/social/identities',
    auth: true,
    response: SocialIdentityListSchema,
  }),
  authorizeLink: defineEndpoint({
    method: 'POST',
    path: '/api/player/social/identities/authorize',
    auth: true,
    body: SocialLinkAuthorizeRequestSchema,
    response: SocialAuthorizeResponseSchema,
  }),
  link: defineEndpoint({
    method: 'POST',
    path: '/api/player/social/identities',
    auth: true,
    body: SocialCallbackRequestSchema,
    response: SocialIdentityListSchema,
  }),
  unlink: defineEndpoint({
    method: 'DELETE',
    path: '/api/player/social/identities/:providerId',
    auth: true,
    params: z.object({ providerId: z.string().max(64) }),
    response: OkResponseSchema,
  }),
};
