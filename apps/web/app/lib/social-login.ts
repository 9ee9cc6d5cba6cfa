import type { SocialSignUp } from '@casino/contracts';
import { socialApi } from '@casino/contracts/api';
import { useMutation, useQuery } from '@tanstack/react-query';
import { affiliateFields } from './affiliate';
import { call } from './api';
import { useSession } from './session/session-store';

/**
 * Leaving for an identity provider and the player's linked providers: shared by the sign-in
 * and sign-up windows, the profile's linked identities and the account proof of two-step
 * sign-in (a player without a password signs in at the provider again).
 */
export const socialKeys = {
  providers: ['social', 'providers'] as const,
  identities: ['social', 'identities'] as const,
};

/**
 * What the callback page must know about the sign-in it finishes (session storage: the provider
 * returns to the same tab). The secrets (PKCE verifier, nonce) stay in the server's HttpOnly cookie.
 */
export interface SocialAppState {
  mode: 'login' | 'link';
  providerId: string;
  providerName?: string;
}
const APP_STATE = 'socialAppState';

export function readSocialAppState(): SocialAppState | null {
  try {
    const value = JSON.parse(sessionStorage.getItem(APP_STATE) ?? 'null') as SocialAppState | null;
    sessionStorage.removeItem(APP_STATE);
    return value;
  } catch {
    return null;
  }
}

export function leaveFor(url: string, state: SocialAppState) {
  sessionStorage.setItem(APP_STATE, JSON.stringify(state));
  window.location.assign(url);
}

/** Leaves for the provider: sign-in, or sign-up with the registration form's choices. */
export function useStartSocialLogin() {
  return useMutation({
    mutationFn: async (input: { providerId: string; target?: string; signUp?: SocialSignUp }) => {
      const { url } = await call(socialApi.authorize, { body: { ...input, ...affiliateFields() } });
      leaveFor(url, { mode: 'login', providerId: input.providerId });
    },
  });
}

export function useLinkedIdentities() {
  const { status } = useSession();
  return useQuery({
    queryKey: socialKeys.identities,
    queryFn: () => call(socialApi.listIdentities).then((r) => r.items),
    enabled: status === 'player',
  });
}
