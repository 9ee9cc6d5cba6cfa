// @vitest-environment happy-dom
import { settingsApi } from '@casino/contracts/api';
import { backofficeApi as bo } from '@casino/contracts/api/backoffice';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { App } from '../../app/app.tsx';
import { mockApi, on, Refusal } from '../../test/mock-api.ts';
import { operator, renderAt } from '../../test/render.tsx';

const ADMIN = operator('admin', ['getDashboard']);

/** The whole back office, signed out: `me` refused until a sign-in. */
function renderApp() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <App
        createRouter={(routes) => createMemoryRouter(routes, { initialEntries: ['/account'] })}
      />
    </QueryClientProvider>,
  );
}

const type = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('sign-in and password', () => {
  it('signs in with the password, then the authenticator code', async () => {
    const api = mockApi(
      on(bo.me, new Refusal(401, 'unauthorized', 'Sign in')),
      on(settingsApi.listCurrencies, { items: [] }),
      on(bo.login, { next: 'verify' }),
      on(bo.verifyTotp, ADMIN),
    );
    renderApp();
    await screen.findByLabelText('Email');
    type('Email', 'admin@aurora.test');
    type('Password', 'correct horse battery');
    fireEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    const code = await screen.findByLabelText('Code from your authenticator app');
    // The focus follows to the new field (a keyboard user is not sent back to the page's top).
    await expect.poll(() => document.activeElement).toBe(code);
    type('Code from your authenticator app', '123456');
    fireEvent.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('button', { name: 'Log out' })).toBeTruthy();
    expect(screen.getByText('admin@aurora.test · admin')).toBeTruthy();
    expect(api.to(bo.verifyTotp)[0]?.body).toEqual({ code: '123456' });
  });

  it("says the server's refusal of a password and stays on the form", async () => {
    mockApi(
      on(bo.me, new Refusal(401, 'unauthorized', 'Sign in')),
      on(settingsApi.listCurrencies, { items: [] }),
      on(bo.login, new Refusal(401, 'invalid_credentials', 'Wrong email or password')),
    );
    renderApp();
    await screen.findByLabelText('Email');
    type('Email', 'admin@aurora.test');
    type('Password', 'wrong');
    fireEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Wrong email or password');
    expect(screen.getByRole('button', { name: 'Continue' })).toBeTruthy();
  });

  it('changes the own password; refuses two different new ones before asking the server', async () => {
    const api = mockApi(on(bo.changeOwnPassword, { ok: true }));
    renderAt('/account', ADMIN);
    type('Current password', 'old password 123');
    type('New password', 'a new password 456');
    type('New password again', 'another password 789');
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The passwords differ');
    expect(api.to(bo.changeOwnPassword)).toEqual([]);
    type('New password again', 'a new password 456');
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect((await screen.findByRole('status')).textContent).toMatch(/Password changed/);
  });
});
