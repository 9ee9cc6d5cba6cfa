// @vitest-environment happy-dom

import { mockApi, on, Refusal } from '@casino/api-client/testing';
import { playerApi, socialApi } from '@casino/contracts/api';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { session } from '../../lib/session/session-store';
import { SIGN_UP } from '../../test/fixtures';
import { PLAYER, renderScreen, setSessionCookie } from '../../test/render';
import RegisterModal from './register-modal';
import { keepPendingSignUp } from './use-social-sign-up';

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

  // Issue 32: a Brazilian social sign-up asks the CPF like the form does, before leaving.
  it('sends the CPF with a Brazilian social sign-up and names a refused one under its field', async () => {
    const api = mockApi(
      on(
        socialApi.authorize,
        new Refusal(400, 'validation_failed', 'Some fields are invalid', {
          cpf_number: ['Value is required'],
        }),
      ),
    );
    renderScreen(RegisterModal, {
      url: '/?sign-up',
      site: {
        signUp: { ...SIGN_UP, socialProviders: [{ id: 'local', name: 'Aurora ID', icon: null }] },
      },
    });
    await screen.findByRole('dialog');
    fireEvent.click(screen.getByLabelText(/I am over 18/));
    fireEvent.change(screen.getByLabelText('Country'), { target: { value: 'BR' } });
    await screen.findByLabelText('CPF number');
    fireEvent.click(screen.getByRole('button', { name: 'Sign up with Aurora ID' }));
    expect(await screen.findByText(/^CPF number: /)).toBeTruthy();
    expect(api.to(socialApi.authorize)[0]?.body).toMatchObject({
      providerId: 'local',
      signUp: { country: 'BR', cpf_number: '' },
    });

    type('CPF number', '529.982.247-25');
    fireEvent.click(screen.getByRole('button', { name: 'Sign up with Aurora ID' }));
    await expect.poll(() => api.to(socialApi.authorize).length).toBe(2);
    expect(api.to(socialApi.authorize)[1]?.body).toMatchObject({
      signUp: { country: 'BR', cpf_number: '529.982.247-25' },
    });
  });

  it('says a SIGAP refusal of a kept social identity in the site’s words', async () => {
    keepPendingSignUp('local');
    const api = mockApi(
      on(
        socialApi.signUp,
        new Refusal(403, 'self_excluded', 'This person is on the self-exclusion register'),
      ),
    );
    renderScreen(RegisterModal, {
      url: '/?sign-up',
      site: {
        signUp: { ...SIGN_UP, socialProviders: [{ id: 'local', name: 'Aurora ID', icon: null }] },
      },
    });
    await screen.findByRole('dialog');
    fireEvent.click(screen.getByLabelText(/I am over 18/));
    fireEvent.change(screen.getByLabelText('Country'), { target: { value: 'BR' } });
    await screen.findByLabelText('CPF number');
    type('CPF number', '111.444.777-35');
    fireEvent.click(screen.getByRole('button', { name: 'Sign up with Aurora ID' }));
    expect(
      await screen.findByText(/You are registered with the national self-exclusion scheme/),
    ).toBeTruthy();
    expect(screen.queryByText('This person is on the self-exclusion register')).toBeNull();
    expect(api.to(socialApi.signUp)[0]?.body).toMatchObject({ cpf_number: '111.444.777-35' });
    sessionStorage.clear();
  });
});
