import type { PasskeyAssertion, SocialCallbackRequest, SocialProvider } from '@casino/contracts';
import { socialApi } from '@casino/contracts/api';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ApiError, call } from '../../lib/api';
import { leaveFor, socialKeys } from '../../lib/social-login';

export {
  readSocialAppState,
  type SocialAppState,
  useLinkedIdentities,
  useStartSocialLogin,
} from '../../lib/social-login';

/** The identity providers offered (docs/decisions/029); loaded once. */
export function useSocialProviders(initialData?: SocialProvider[]) {
  return useQuery({
    queryKey: socialKeys.providers,
    queryFn: () => call(socialApi.listProviders).then((r) => r.items),
    staleTime: Number.POSITIVE_INFINITY,
    initialData,
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
    onSuccess: () => client.invalidateQueries({ queryKey: socialKeys.identities }),
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
