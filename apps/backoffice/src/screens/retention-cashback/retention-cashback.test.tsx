// @vitest-environment happy-dom
import { backofficeApi } from '@casino/contracts/api/backoffice';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, on, Refusal } from '../../test/mock-api.ts';
import { operator, renderAt } from '../../test/render.tsx';

const CASHBACK = {
  isEnabled: true,
  rateBps: 1_000,
  period: 'weekly' as const,
  periodAnchor: '2026-11-23T00:00:00.000Z',
  payAs: 'cash' as const,
  bonusDefinitionId: null,
  minPayout: 100,
  maxPayout: null,
};
const REFERRALS = {
  isEnabled: true,
  rewardAmount: 2_000,
  minDeposit: 1_000,
  wagerThreshold: 5_000,
};
const REPORT = {
  periods: [
    {
      periodStart: '2026-11-16T00:00:00.000Z',
      periodEnd: '2026-11-23T00:00:00.000Z',
      runs: 2,
      lastRunAt: '2026-11-23T01:00:00.000Z',
      totals: [{ currency: 'EUR', players: 3, paid: 4_550, asBonus: 0, refused: 1 }],
    },
  ],
};
const EDITOR = [
  'getCashbackReport',
  'getCashbackSettings',
  'putCashbackSettings',
  'runCashback',
  'getReferralSettings',
  'putReferralSettings',
  'getReferralReport',
];
const readOnly = () =>
  mockApi(
    on(backofficeApi.getCashbackSettings, CASHBACK),
    on(backofficeApi.getCashbackReport, REPORT),
    on(backofficeApi.getReferralSettings, REFERRALS),
    on(backofficeApi.getReferralReport, { items: [], total: 0 }),
  );

describe('cashback & referrals screen', () => {
  it('saves the cashback terms in minor units and shows the field the server refuses', async () => {
    let refuse = true;
    const api = mockApi(
      on(backofficeApi.getCashbackSettings, CASHBACK),
      on(backofficeApi.putCashbackSettings, () => {
        if (!refuse) return CASHBACK;
        refuse = false;
        return new Refusal(400, 'validation_failed', 'Invalid', {
          maxPayout: ['Must be above the minimum payout'],
        });
      }),
      on(backofficeApi.getCashbackReport, REPORT),
      on(backofficeApi.getReferralSettings, REFERRALS),
      on(backofficeApi.getReferralReport, { items: [], total: 0 }),
    );
    renderAt('/cashback', operator('admin', EDITOR));
    const terms = (await screen.findByRole('form', { name: 'Cashback terms' })) as HTMLFormElement;
    // happy-dom judges any decimal against step="0.01" a step mismatch (browsers do not).
    terms.noValidate = true;
    fireEvent.change(within(terms).getByLabelText('Rate (%)'), { target: { value: '12.5' } });
    fireEvent.change(within(terms).getByLabelText(/Maximum payout/), {
      target: { value: '0.50' },
    });
    fireEvent.click(within(terms).getByRole('button', { name: 'Save terms' }));
    expect(
      await within(terms).findByText('maxPayout: Must be above the minimum payout'),
    ).toBeTruthy();
    fireEvent.click(within(terms).getByRole('button', { name: 'Save terms' }));
    expect(await within(terms).findByText('Saved')).toBeTruthy();
    const sent = api.to(backofficeApi.putCashbackSettings).at(-1)?.body;
    expect(sent).toMatchObject({ rateBps: 1_250, minPayout: 100, maxPayout: 50, payAs: 'cash' });
    // What the last period paid, in its currency.
    expect(screen.getByText('45.50 EUR')).toBeTruthy();
  });

  it('runs a period and says how many were paid now and how many skipped', async () => {
    mockApi(
      on(backofficeApi.getCashbackSettings, CASHBACK),
      on(backofficeApi.getCashbackReport, REPORT),
      on(backofficeApi.getReferralSettings, REFERRALS),
      on(backofficeApi.getReferralReport, { items: [], total: 0 }),
      on(backofficeApi.runCashback, {
        periodStart: '2026-11-16T00:00:00.000Z',
        periodEnd: '2026-11-23T00:00:00.000Z',
        paid: 0,
        skipped: 3,
      }),
    );
    renderAt('/cashback', operator('admin', EDITOR));
    fireEvent.click(await screen.findByRole('button', { name: 'Run period' }));
    expect((await screen.findByTestId('cashback-run-result')).textContent).toMatch(
      /0 paid now, 3 already paid or not due/,
    );
  });

  it('shows a role without the right the terms read-only, with no Save or Run', async () => {
    readOnly();
    renderAt(
      '/cashback',
      operator('support', [
        'getCashbackReport',
        'getCashbackSettings',
        'getReferralSettings',
        'getReferralReport',
      ]),
    );
    const referral = await screen.findByRole('form', { name: 'Referral terms' });
    expect((within(referral).getByLabelText(/Reward/) as HTMLInputElement).value).toBe('20.00');
    expect((within(referral).getByLabelText(/Reward/) as HTMLInputElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Save terms' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Run period' })).toBeNull();
  });
});
