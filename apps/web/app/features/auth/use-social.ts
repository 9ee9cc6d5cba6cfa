import type {
  PasskeyAssertion,
  SocialCallbackRequest,
  SocialProvider,
  SocialSignUp,
} from '@casino/contracts';
import { socialApi } from '@casino/contracts/api';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { affiliateFields } from '../../lib/affiliate';
import { type ApiError, call } from '../../lib/api';
import { useSession } from '../../lib/session/session-store';

const keys = {
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

function leaveFor(url: string, state: SocialAppState) {
  sessionStorage.setItem(APP_STATE, JSON.stringify(state));
  window.location.assign(url);
}

/** The identity providers offered (docs/decisions/029); loaded once. */
export function useSocialProviders(initialData?: SocialProvider[]) {
  return useQuery({
    queryKey: keys.providers,
    queryFn: () => call(socialApi.listProviders).then((r) => r.items),
    staleTime: Number.POSITIVE_INFINITY,
    initialData,
  });
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
    queryKey: keys.identities,
    queryFn: () => call(socialApi.listIdentities).then((r) => r.items),
    enabled: status === 'player',
  });
}

export function useIdentityActions() {
  const client = useQueryClient();
  const link = useMutation({
    mutationFn: async (provider: { id: string; name: string }) => {
      const target = window.location.pathname;
      const body = { providerId: provider.id, target };
      const { url } = await call(socialApi.authorizeLink, { body });
      leaveFor(url, { mode: 'link', providerId: provider.id, providerName: provider.name });
    },
  });
  const unlink = useMutation({
    mutationFn: (providerId: string) => call(socialApi.unlink, { params: { providerId } }),
    onSuccess: () => client.invalidateQueries({ queryKey: keys.identities }),
  });
  return { link, unlink };
}

/** The callback page's two finishes. */
export const finishSocialLogin = (body: SocialCallbackRequest) => call(socialApi.login, { body });
export const finishSocialLink = (body: SocialCallbackRequest) => call(socialApi.link, { body });
/** The code step of a social sign-in whose player has two-step sign-in (issue 35). */
export const finishSocialSecondFactor = (proof: { code?: string; passkey?: PasskeyAssertion }) =>
  call(socialApi.secondFactor, { body: proof });

// The second-factor step's offer, shared by the sign-in window and the social callback (one
// chunk fewer for the route manifest of the first visit).
/** What a second-factor step offers (issue 35): the code field, the passkey button. */
export interface FactorOffer {
  code: boolean;
  passkey: boolean;
  /** The player has only passkeys and this browser cannot use them. */
  isPasskeyUnsupported: boolean;
}

/** Whether this browser has WebAuthn at all (no library needed to tell). */
export const hasWebAuthn = () =>
  typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';

/**
 * The offer from the server's 401 `second_factor_required`: its fields name what the player has
 * (`code`: the app, `passkey`: a passkey); a passkey is offered only where the browser can use it.
 */
export function offerOf(error: ApiError): FactorOffer {
  const hasPasskey = 'passkey' in error.fields;
  const code = 'code' in error.fields || !hasPasskey;
  const passkey = hasPasskey && hasWebAuthn();
  return { code, passkey, isPasskeyUnsupported: !code && !passkey };
}
