// @vitest-environment happy-dom

import { settingsApi } from '@casino/contracts/api';
import { backofficeApi } from '@casino/contracts/api/backoffice';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, on, Refusal } from '../../test/mock-api.ts';
import { operator, renderAt } from '../../test/render.tsx';

const USD = {
  code: 'USD',
  name: 'US dollar',
  type: 'fiat' as const,
  isEnabled: true,
  isBase: true,
  rate: 1,
  rateUpdatedAt: '2026-11-28T00:00:00.000Z',
};
const EUR = { ...USD, code: 'EUR', name: 'Euro', isBase: false, rate: 1.08 };
const admin = operator('admin', ['listCurrencySettings', 'updateCurrencySettings']);

function settingsRoutes(update: (body: unknown) => typeof EUR | Refusal) {
  let eur = EUR;
  return [
    on(backofficeApi.getRestrictedCountries, { countries: ['US'], isDefault: false }),
    on(settingsApi.listCountries, {
      items: [
        { code: 'US', name: 'United States', locale: 'en' },
        { code: 'PT', name: 'Portugal', locale: 'pt' },
      ],
    }),
    on(backofficeApi.getRegistrationFields, {
      items: [{ name: 'nickname', isRequired: false, isLocked: false }],
    }),
    on(backofficeApi.listPaymentLimits, { items: [] }),
    on(backofficeApi.listCurrencySettings, () => ({ items: [USD, eur] })),
    on(backofficeApi.updateCurrencySettings, (request) => {
      const reply = update(request.body);
      if (!(reply instanceof Refusal)) eur = reply;
      return reply;
    }),
  ];
}

const currencies = async () =>
  (await screen.findByRole('heading', { name: 'Currencies' })).closest('.card') as HTMLElement;

describe('settings screen', () => {
  it('shows the restricted countries by name, the sign-up fields and the currencies', async () => {
    mockApi(...settingsRoutes(() => EUR));
    renderAt('/settings', admin);
    expect(await screen.findByText(/United States/)).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: /Nickname/ })).toBeTruthy();
    const card = await currencies();
    expect(await within(card).findByRole('spinbutton', { name: 'Rate of EUR' })).toBeTruthy();
    expect(
      (within(card).getByRole('checkbox', { name: 'USD enabled' }) as HTMLInputElement).disabled,
    ).toBe(true);
  });

  it('disables a currency and says so', async () => {
    const api = mockApi(...settingsRoutes(() => ({ ...EUR, isEnabled: false })));
    renderAt('/settings', admin);
    const card = await currencies();
    fireEvent.click(await within(card).findByRole('checkbox', { name: 'EUR enabled' }));
    expect((await within(card).findByRole('status')).textContent).toBe('EUR disabled');
    expect(api.to(backofficeApi.updateCurrencySettings)[0]?.body).toEqual({ isEnabled: false });
    expect(await within(card).findByText('disabled')).toBeTruthy();
  });

  it('shows the refusal of a rate and keeps the saved one', async () => {
    mockApi(
      ...settingsRoutes(() => new Refusal(400, 'validation_error', 'rate: must be positive')),
    );
    renderAt('/settings', admin);
    const card = await currencies();
    const rate = await within(card).findByRole('spinbutton', { name: 'Rate of EUR' });
    fireEvent.change(rate, { target: { value: '0.5' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Save' }));
    expect((await within(card).findByRole('status')).textContent).toBe('rate: must be positive');
  });
});
