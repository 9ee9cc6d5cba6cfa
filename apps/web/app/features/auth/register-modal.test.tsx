// @vitest-environment happy-dom

import { mockApi, on, Refusal } from '@casino/api-client/testing';
import { playerApi } from '@casino/contracts/api';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { session } from '../../lib/session/session-store';
import { SIGN_UP } from '../../test/fixtures';
import { PLAYER, renderScreen, setSessionCookie } from '../../test/render';
import RegisterModal from './register-modal';

const open = () => renderScreen(RegisterModal, { url: '/?sign-up', site: { signUp: SIGN_UP } });

const type = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

function fill() {
  type('Email', 'new@aurora.test');
  type('Password', 'correct horse 123');
  type('Repeat password', 'correct horse 123');
  fireEvent.click(screen.getByLabelText(/I am over 18/));
}

describe('the sign-up modal', () => {
  it('shows the form with the country and its currency chosen', async () => {
    mockApi();
    open();
    expect(await screen.findByRole('dialog', { name: 'Create your account' })).toBeTruthy();
    expect((screen.getByLabelText('Country') as HTMLSelectElement).value).toBe('DE');
    expect((screen.getByLabelText('Currency') as HTMLSelectElement).value).toBe('EUR');
  });

  it('signs the player up and in', async () => {
    const api = mockApi(
      on(playerApi.register, () => {
        setSessionCookie();
        return { accessToken: 'a', refreshToken: 'r', profile: PLAYER };
      }),
      on(playerApi.getProfile, PLAYER),
    );
    open();
    await screen.findByRole('dialog');
    fill();
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await expect.poll(() => session.get().status).toBe('player');
    expect(api.to(playerApi.register)[0]?.body).toMatchObject({
      email: 'new@aurora.test',
      country: 'DE',
      currency: 'EUR',
      agreements: true,
      locale: 'en',
    });
  });

  it("says the server's refusal of the password and stays signed out", async () => {
    mockApi(
      on(
        playerApi.register,
        new Refusal(422, 'validation_failed', 'Invalid data', {
          password: ['This password is too common, choose another one'],
        }),
      ),
    );
    open();
    await screen.findByRole('dialog');
    fill();
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(
      await screen.findByText('Password: This password is too common, choose another one'),
    ).toBeTruthy();
    expect(session.get().status).toBe('guest');
  });

  // Issue 32: Brazil's profile needs a CPF; SIGAP's refusals are said in the site's words.
  it('asks the CPF for Brazil only, sends it, and says a refusal by SIGAP', async () => {
    const api = mockApi(
      on(
        playerApi.register,
        new Refusal(
          403,
          'welfare_beneficiary',
          'Beneficiaries of social programmes may not bet in Brazil',
        ),
      ),
    );
    open();
    await screen.findByRole('dialog');
    expect(screen.queryByLabelText('CPF number')).toBeNull();
    fill();
    fireEvent.change(screen.getByLabelText('Country'), { target: { value: 'BR' } });
    await screen.findByLabelText('CPF number');
    type('CPF number', '123.456.789-09');
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(
      await screen.findByText(/Beneficiaries of social programmes \(such as Bolsa Família/),
    ).toBeTruthy();
    expect(api.to(playerApi.register)[0]?.body).toMatchObject({
      country: 'BR',
      cpf_number: '123.456.789-09',
    });
    expect(session.get().status).toBe('guest');
  });
});
