import type { ApiError } from '../../lib/api';

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
