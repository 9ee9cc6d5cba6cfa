// @vitest-environment happy-dom
import { JURISDICTION_CODES, JURISDICTION_PROFILES } from '@casino/contracts';
import { backofficeApi, type GbReturn, type Jurisdictions } from '@casino/contracts/api/backoffice';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, on, Refusal, type SentRequest } from '../../test/mock-api.ts';
import { operator, renderAt } from '../../test/render.tsx';

const overview: Jurisdictions = {
  places: [
    { place: 'EU', profile: 'mt' },
    { place: 'GB', profile: 'gb' },
  ],
  fallback: 'none',
  profiles: JURISDICTION_CODES.map((code) => JURISDICTION_PROFILES[code]),
};
const returnOf = (request: SentRequest): GbReturn => {
  const quarter = request.query.get('quarter') ?? '';
  return {
    quarter,
    periodStart: `${quarter}-01`,
    periodEnd: `${quarter}-30`,
    places: ['GB'],
    products: [
      {
        product: 'casino_slots',
        currency: 'GBP',
        stakes: 80_000,
        wins: 71_234,
        ggr: 8_766,
        bonusStakes: 0,
        activePlayers: 2,
      },
      {
        product: 'total',
        currency: 'GBP',
        stakes: 80_000,
        wins: 71_234,
        ggr: 8_766,
        bonusStakes: 0,
        activePlayers: 2,
      },
    ],
    activePlayers: 2,
    newRegistrations: 3,
    depositLimitsSet: 1,
    selfExclusions: 1,
    timeOuts: 0,
    registerExclusions: 0,
  };
};
const compliance = operator('compliance', ['getJurisdictions', 'getGbReturn', 'exportGbReturnCsv']);

describe('jurisdictions screen', () => {
  it('shows the profile in force per country and each profile’s rules', async () => {
    mockApi(on(backofficeApi.getJurisdictions, overview), on(backofficeApi.getGbReturn, returnOf));
    renderAt('/jurisdictions', compliance);
    const gbRow = (await screen.findByRole('cell', { name: 'GB' })).closest('tr')!;
    expect(within(gbRow).getByText(/Great Britain/)).toBeTruthy();
    expect(screen.getByRole('cell', { name: 'Every other country' })).toBeTruthy();
    const stake = screen.getByRole('rowheader', { name: 'Maximum stake per round' }).closest('tr')!;
    // Columns follow the profiles' order: none, gb, mt, de...
    const cells = within(stake)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells[1]).toBe('slot 5.00 GBP (18–24: 2.00 GBP)');
    expect(cells[3]).toBe('slot 1.00 EUR');
  });

  it('shows the chosen quarter’s GB return, with its CSV link', async () => {
    const api = mockApi(
      on(backofficeApi.getJurisdictions, overview),
      on(backofficeApi.getGbReturn, returnOf),
    );
    renderAt('/jurisdictions', compliance);
    expect((await screen.findByTestId('ggr-casino_slots-GBP')).textContent).toBe('87.66 GBP');
    const select = screen.getByRole('combobox', { name: 'Quarter' }) as HTMLSelectElement;
    const previous = select.options[1]!.value;
    fireEvent.change(select, { target: { value: previous } });
    await expect
      .poll(() => api.to(backofficeApi.getGbReturn).at(-1)?.query.get('quarter'))
      .toBe(previous);
    const csv = screen.getByRole('link', { name: 'Download CSV' }).getAttribute('href');
    expect(csv).toBe(`${backofficeApi.exportGbReturnCsv.path}?quarter=${previous}`);
  });

  it('says so when the server refuses the call', async () => {
    mockApi(
      on(
        backofficeApi.getJurisdictions,
        new Refusal(403, 'forbidden', 'Your role may not do this'),
      ),
      on(backofficeApi.getGbReturn, new Refusal(403, 'forbidden', 'Your role may not do this')),
    );
    renderAt('/jurisdictions', compliance);
    expect((await screen.findAllByText('Your role may not do this')).length).toBeGreaterThan(0);
  });

  it('is not in the navigation of a role without it', async () => {
    mockApi(on(backofficeApi.getReport, new Refusal(403, 'forbidden', 'no')));
    renderAt('/jurisdictions', operator('marketing', ['getReport']));
    expect(screen.queryByRole('link', { name: 'Jurisdictions' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Jurisdictions' })).toBeNull();
  });
});
