// @vitest-environment happy-dom
import { backofficeApi } from '@casino/contracts/api/backoffice';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, on, Refusal } from '../../test/mock-api.ts';
import { operator, renderAt } from '../../test/render.tsx';

const level = (rank: number, name: string, minPoints: number) => ({
  id: `l-${rank}`,
  rank,
  name,
  minPoints,
  cashbackPercent: rank * 2,
  wheelSpins: rank - 1,
  withdrawalPriority: 0 as const,
});
const SETTINGS = {
  levels: [level(1, 'Bronze', 0), level(2, 'Silver', 500)],
  rates: [{ kind: 'slot' as const, pointsPerUnit: 10 }],
};

describe('loyalty & inbox screen', () => {
  it('lets marketing save the ladder and shows the field the server refuses', async () => {
    let refuse = true;
    const api = mockApi(
      on(backofficeApi.getLoyaltySettings, SETTINGS),
      on(backofficeApi.updateLoyaltySettings, () => {
        if (refuse) {
          refuse = false;
          return new Refusal(400, 'validation_failed', 'Invalid', {
            'levels.1.minPoints': ['Each level needs more points than the one before'],
          });
        }
        return SETTINGS;
      }),
    );
    renderAt(
      '/loyalty',
      operator('marketing', ['getLoyaltySettings', 'updateLoyaltySettings', 'sendInboxMessage']),
    );
    const name = await screen.findByRole('textbox', { name: 'Level 2 name' });
    fireEvent.change(name, { target: { value: 'Argent' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save ladder and rates' }));
    expect(
      await screen.findByText(/Level 2 · points from: Each level needs more points/),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save ladder and rates' }));
    expect(await screen.findByText(/players see the new ladder now/)).toBeTruthy();
    const sent = api.to(backofficeApi.updateLoyaltySettings).at(-1)?.body as {
      levels: Array<{ name: string }>;
    };
    expect(sent.levels.map((l) => l.name)).toEqual(['Bronze', 'Argent']);
    // The send form is there for marketing.
    expect(screen.getByTestId('send-message')).toBeTruthy();
  });

  it('shows support the ladder read-only, without the send form', async () => {
    mockApi(on(backofficeApi.getLoyaltySettings, SETTINGS));
    renderAt('/loyalty', operator('support', ['getLoyaltySettings']));
    const name = await screen.findByRole('textbox', { name: 'Level 1 name' });
    expect((name as HTMLInputElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Save ladder and rates' })).toBeNull();
    expect(screen.queryByTestId('send-message')).toBeNull();
  });
});
