// @vitest-environment happy-dom
import { mockApi, on, Refusal } from '@casino/api-client/testing';
import { playerApi, socialApi } from '@casino/contracts/api';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PLAYER, renderScreen } from '../../test/render';
import { TwoFactorCard } from './two-factor-card';

const STATUS = { totp: false, recoveryCodesLeft: 0, passkeys: [] };
const GOOGLE = {
  providerId: 'google',
  providerName: 'Google',
  email: PLAYER.email,
  linkedAt: '2026-01-01T00:00:00.000Z',
};

/** Opens the app's set-up and sends it without a password, as a player without one would. */
async function setUpWithoutPassword() {
  renderScreen(TwoFactorCard, { player: PLAYER });
  fireEvent.click(await screen.findByRole('button', { name: 'Set up' }));
  fireEvent.click(await screen.findByRole('button', { name: 'Continue' }));
}

describe('proof of the account before a factor is added (issue 35)', () => {
  it('offers a player refused for want of proof to sign in again with their provider, and goes there', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', {
      ...window.location,
      assign,
      pathname: '/profile/info',
      search: '',
    });
    const api = mockApi(
      on(playerApi.getTwoFactor, STATUS),
      on(socialApi.listIdentities, { items: [GOOGLE] }),
      on(
        playerApi.startTotp,
        () => new Refusal(422, 'proof_required', 'Confirm it is you', { password: ['Required'] }),
      ),
      on(socialApi.authorize, { url: 'https://accounts.example/authorize?x=1' }),
    );
    await setUpWithoutPassword();
    fireEvent.click(await screen.findByRole('button', { name: 'Sign in again with Google' }));
    await vi.waitFor(() =>
      expect(assign).toHaveBeenCalledWith('https://accounts.example/authorize?x=1'),
    );
    expect(api.to(socialApi.authorize)[0]?.body).toMatchObject({
      providerId: 'google',
      target: '/profile/info',
    });
  });

  it('offers no provider to a player without one linked', async () => {
    mockApi(
      on(playerApi.getTwoFactor, STATUS),
      on(socialApi.listIdentities, { items: [] }),
      on(
        playerApi.startTotp,
        () => new Refusal(422, 'proof_required', 'Confirm it is you', { password: ['Required'] }),
      ),
    );
    await setUpWithoutPassword();
    expect(
      await screen.findByText(/Enter your password\. If you sign in with Google/),
    ).toBeTruthy();
    expect(screen.queryByTestId('account-proof-social')).toBeNull();
  });
});
