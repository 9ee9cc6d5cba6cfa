import { z } from 'zod';
import {
  AccountProofSchema,
  AddPasskeyRequestSchema,
  PasskeyOptionsSchema,
  RemovePasskeyRequestSchema,
  TwoFactorStatusSchema,
} from '../player-api.ts';
import { defineEndpoint } from './define.ts';

/**
 * A player's passkeys (issue 35). NOTE: a registry of its own, not in `./index.ts`: the site
 * loads these routes with its passkey code, on demand, not in the first visit's shell
 * (apps/web/scripts/api-routes-plugin.ts).
 */
export const passkeyApi = {
  authenticationOptions: defineEndpoint({
    method: 'POST',
    path: '/api/player/passkeys/authentication-options',
    auth: false,
    response: PasskeyOptionsSchema,
  }),
  registrationOptions: defineEndpoint({
    method: 'POST',
    path: '/api/player/two-factor/passkeys/options',
    auth: true,
    body: AccountProofSchema,
    response: PasskeyOptionsSchema,
  }),
  add: defineEndpoint({
    method: 'POST',
    path: '/api/player/two-factor/passkeys',
    auth: true,
    body: AddPasskeyRequestSchema,
    response: TwoFactorStatusSchema,
  }),
  remove: defineEndpoint({
    method: 'POST',
    path: '/api/player/two-factor/passkeys/:id/remove',
    auth: true,
    params: z.object({ id: z.uuid() }),
    body: RemovePasskeyRequestSchema,
    response: TwoFactorStatusSchema,
  }),
};
