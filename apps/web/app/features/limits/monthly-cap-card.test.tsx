// @vitest-environment happy-dom
import { mockApi, on, Refusal } from '@casino/api-client/testing';
import { limitsApi } from '@casino/contracts/api';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { de } from '../../i18n/de';
import { NO_LIMITS } from '../../test/fixtures';
import { PLAYER, renderScreen } from '../../test/render';
import { LimitsPanel } from './limits-panel';

/** A Dutch player's €300 cap (the young band), €100 of it deposited this month. */
const NL_CAP = {
  currency: 'EUR',
  amount: 30_000,
  used: 10_000,
  remaining: 20_000,
  baseAmount: 30_000,
  mayAskRaise: true,
  affordability: null,
};

const open = (locale: 'en' | 'de' = 'en') =>
  renderScreen(() => <LimitsPanel isAdvanced={false} currency="EUR" />, {
    player: PLAYER,
    ...(locale === 'de' ? { site: { locale: 'de', messages: de } } : {}),
  });

/** Fills the affordability form with a valid request and sends it. */
async function askRaise(labels: { ask: string; send: string }) {
  const card = await screen.findByTestId('monthly-cap');
  fireEvent.click(within(card).getByRole('button', { name: labels.ask }));
  const form = await screen.findByTestId('affordability-form');
  const input = (name: string) => form.querySelector(`[name=${name}]`) as HTMLInputElement;
  fireEvent.change(input('monthlyAmount'), { target: { value: '1000' } });
  fireEvent.change(input('monthlyIncome'), { target: { value: '3200' } });
  fireEvent.change(input('monthlyOutgoings'), { target: { value: '1400' } });
  fireEvent.click(input('confirmed'));
  fireEvent.click(within(form).getByRole('button', { name: labels.send }));
  return form;
}

const GERMAN = { ask: 'Höheres Limit beantragen', send: 'Antrag senden' };

describe('the monthly deposit cap card', () => {
  it('names the calendar month the cap counts, not a rolling 30 days', async () => {
    mockApi(on(limitsApi.listLimits, { ...NO_LIMITS, monthlyDepositCap: NL_CAP }));
    open();
    const card = await screen.findByTestId('monthly-cap');
    expect(within(card).getByText('This calendar month')).toBeTruthy();
    expect(card.textContent).not.toContain('30 days');
  });

  it('names the calendar month in German too', async () => {
    mockApi(on(limitsApi.listLimits, { ...NO_LIMITS, monthlyDepositCap: NL_CAP }));
    open('de');
    const card = await screen.findByTestId('monthly-cap');
    expect(within(card).getByText('Aktueller Kalendermonat')).toBeTruthy();
    expect(card.textContent).not.toContain('30 Tage');
  });

  it("tells the server's refusal of each field in the site's own words", async () => {
    mockApi(
      on(limitsApi.listLimits, { ...NO_LIMITS, monthlyDepositCap: NL_CAP }),
      on(
        limitsApi.requestAffordabilityRaise,
        new Refusal(400, 'validation_error', 'Invalid request', {
          monthlyAmount: ['Ask for more than your current cap of 300.00 EUR'],
          monthlyIncome: ['Too big: expected number to be <=1000000000000000'],
          confirmed: ['Invalid input: expected true'],
        }),
      ),
    );
    open('de');
    const form = await askRaise(GERMAN);
    expect(
      await within(form).findByText(
        'Geben Sie einen Betrag über Ihrem aktuellen Limit von 300,00 € ein.',
      ),
    ).toBeTruthy();
    expect(within(form).getByText('Geben Sie einen Betrag ein, zum Beispiel 2500.')).toBeTruthy();
    expect(within(form).getByText('Bitte bestätigen Sie Ihre Angaben.')).toBeTruthy();
    expect(form.textContent).not.toMatch(/Ask for more|Too big|expected/);
  });

  it('tells a request already waiting in the site’s own words', async () => {
    mockApi(
      on(limitsApi.listLimits, { ...NO_LIMITS, monthlyDepositCap: NL_CAP }),
      on(
        limitsApi.requestAffordabilityRaise,
        new Refusal(
          409,
          'affordability_request_pending',
          'Your earlier request for a higher cap is still being checked',
        ),
      ),
    );
    open('de');
    const form = await askRaise(GERMAN);
    expect(
      await within(form).findByText(
        'Ihre frühere Anfrage für ein höheres Limit wird noch geprüft.',
      ),
    ).toBeTruthy();
  });
});
