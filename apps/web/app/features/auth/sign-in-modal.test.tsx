// @vitest-environment happy-dom

import { mockApi, on, Refusal } from '@casino/api-client/testing';
import { playerApi } from '@casino/contracts/api';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderScreen } from '../../test/render';
import SignInModal from './sign-in-modal';

/** The second step as the server asks it: its fields name what the player has (issue 35). */
const askSecondFactor = (fields: Record<string, string[]>) =>
  mockApi(
    on(playerApi.login, () => new Refusal(401, 'second_factor_required', 'Enter the code', fields)),
  );

async function signInWithPassword() {
  renderScreen(SignInModal, { url: '/?sign-in' });
  await screen.findByRole('dialog');
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'p@aurora.test' } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'correct horse 1' } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

const APP = { code: ['Enter the code from your authenticator app'] };
const PASSKEY = { passkey: ['Confirm with one of your passkeys'] };
/** A browser with WebAuthn (happy-dom has none). */
const webAuthnClass = function publicKeyCredential() {};
const withWebAuthn = () => {
  Reflect.set(window, 'PublicKeyCredential', webAuthnClass);
};

describe('the sign-in second step (issue 35)', () => {
  afterEach(() => {
    Reflect.deleteProperty(window, 'PublicKeyCredential');
  });

  it('offers no passkey to a player who has only the app', async () => {
    withWebAuthn();
    askSecondFactor(APP);
    await signInWithPassword();
    expect(await screen.findByLabelText('Security code')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Use a passkey' })).toBeNull();
  });

  it('offers no passkey where the browser cannot use one', async () => {
    askSecondFactor({ ...APP, ...PASSKEY });
    await signInWithPassword();
    expect(await screen.findByLabelText('Security code')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Use a passkey' })).toBeNull();
  });

  it('offers the passkey alone to a player who has only passkeys, in a browser that can', async () => {
    withWebAuthn();
    askSecondFactor(PASSKEY);
    await signInWithPassword();
    expect(await screen.findByRole('button', { name: 'Use a passkey' })).toBeTruthy();
    expect(screen.queryByLabelText('Security code')).toBeNull();
  });

  it('offers both to a player with the app and a passkey', async () => {
    withWebAuthn();
    askSecondFactor({ ...APP, ...PASSKEY });
    await signInWithPassword();
    expect(await screen.findByRole('button', { name: 'Use a passkey' })).toBeTruthy();
    expect(screen.getByLabelText('Security code')).toBeTruthy();
  });
});
