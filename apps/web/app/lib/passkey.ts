import type { AddPasskeyRequest, PasskeyAssertion, PasskeyOptions } from '@casino/contracts';
import { playerApi } from '@casino/contracts/api';
import type {
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';
import { useEndpointMutation } from './api';

// Passkeys in the browser (issue 35). NOTE: `@simplewebauthn/browser` is imported on demand,
// when a passkey is used: the first visit's JavaScript stays within its budget.
const webauthn = () => import('@simplewebauthn/browser');

/** Whether this browser can create and use passkeys at all. */
export async function canUsePasskeys(): Promise<boolean> {
  return (await webauthn()).browserSupportsWebAuthn();
}

/** Asks the device to create a passkey for the server's options; its answer to send back. */
export async function createPasskey(
  options: PasskeyOptions['options'],
): Promise<AddPasskeyRequest['response']> {
  const { startRegistration } = await webauthn();
  const response = await startRegistration({
    optionsJSON: options as unknown as PublicKeyCredentialCreationOptionsJSON,
  });
  // The library's JSON is the contract's shape (base64url strings); its types are wider.
  return response as unknown as AddPasskeyRequest['response'];
}

/**
 * A passkey's answer as a second factor: a single-use challenge from the server, signed by a
 * passkey the player picks on the device. Throws when the player cancels or the device fails.
 */
export function usePasskeyAnswer() {
  const challenge = useEndpointMutation(playerApi.passkeyAuthenticationOptions);
  return async (): Promise<PasskeyAssertion> => {
    const [{ startAuthentication }, { challengeId, options }] = await Promise.all([
      webauthn(),
      challenge.mutateAsync({}),
    ]);
    const response = await startAuthentication({
      optionsJSON: options as unknown as PublicKeyCredentialRequestOptionsJSON,
    });
    return {
      challengeId,
      response: {
        ...response,
        clientExtensionResults: {},
      } as PasskeyAssertion['response'],
    };
  };
}
