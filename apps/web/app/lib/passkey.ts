import type {
  AccountProof,
  AddPasskeyRequest,
  PasskeyAssertion,
  PasskeyOptions,
} from '@casino/contracts';
import { passkeyApi } from '@casino/contracts/api/passkey';
import {
  browserSupportsWebAuthn,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  startAuthentication,
  startRegistration,
} from '@simplewebauthn/browser';
import { call } from './api';

// Passkeys in the browser (issue 35). NOTE: import this module on demand (`await
// import('…/lib/passkey')`) where a passkey is used: it carries `@simplewebauthn/browser`, and a
// static import would put its chunk in the first visit's list (e2e/first-visit-budget.spec.ts).

/** Whether this browser can create and use passkeys at all. */
export const canUsePasskeys = () => browserSupportsWebAuthn();

/** Asks the device to create a passkey for the server's options; its answer to send back. */
export async function createPasskey(
  options: PasskeyOptions['options'],
): Promise<AddPasskeyRequest['response']> {
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
export async function answerWithPasskey(): Promise<PasskeyAssertion> {
  const { challengeId, options } = await call(passkeyApi.authenticationOptions, {});
  const response = await startAuthentication({
    optionsJSON: options as unknown as PublicKeyCredentialRequestOptionsJSON,
  });
  return {
    challengeId,
    response: { ...response, clientExtensionResults: {} } as PasskeyAssertion['response'],
  };
}

/** The profile's passkey calls (the routes come with this module, not with the shell). */
export const passkeyCalls = {
  registrationOptions: (proof: AccountProof) =>
    call(passkeyApi.registrationOptions, { body: proof }),
  add: (body: AddPasskeyRequest) => call(passkeyApi.add, { body }),
  remove: (id: string, body: { password?: string; code?: string }) =>
    call(passkeyApi.remove, { params: { id }, body }),
};
