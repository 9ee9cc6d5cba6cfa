// @vitest-environment happy-dom
import { backofficeApi } from '@casino/contracts/api/backoffice';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FIXED_OFFER } from '../../test/fixtures.ts';
import { mockApi, on, Refusal } from '../../test/mock-api.ts';
import { operator, renderAt } from '../../test/render.tsx';

const DRAFT = {
  ...FIXED_OFFER,
  id: 'd-2',
  identity: 'spring-match',
  state: 'draft' as const,
  publishedAt: null,
};
const marketing = operator('marketing', ['listBonusDefinitions', 'createBonusDefinition']);

describe('bonus offers screen', () => {
  it('lists the offers with their terms and the jurisdiction cap', async () => {
    mockApi(
      on(backofficeApi.listBonusDefinitions, {
        items: [FIXED_OFFER, DRAFT],
        maxWageringMultiplier: 35,
      }),
    );
    renderAt('/bonuses', marketing);
    expect(await screen.findByRole('button', { name: 'goodwill-10' })).toBeTruthy();
    expect(screen.getByText(/Wagering cap of this jurisdiction: 35×/)).toBeTruthy();
    expect(screen.getAllByText('$10.00').length).toBe(2);
    // Only the draft can be published.
    expect(screen.getAllByRole('button', { name: 'Publish' }).length).toBe(1);
  });

  it('publishes a draft', async () => {
    let state: 'draft' | 'published' = 'draft';
    const api = mockApi(
      on(backofficeApi.listBonusDefinitions, () => ({
        items: [{ ...DRAFT, state }],
        maxWageringMultiplier: 0,
      })),
      on(backofficeApi.publishBonusDefinition, () => {
        state = 'published';
        return { ...DRAFT, state };
      }),
    );
    renderAt('/bonuses', marketing);
    fireEvent.click(await screen.findByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('spring-match is published')).toBeTruthy();
    expect(api.to(backofficeApi.publishBonusDefinition)[0]?.params).toEqual({ id: 'd-2' });
    await expect.poll(() => screen.queryByRole('button', { name: 'Publish' })).toBeNull();
  });

  it('names the refused fields of a new offer and stays in the editor', async () => {
    mockApi(
      on(backofficeApi.listBonusDefinitions, { items: [], maxWageringMultiplier: 35 }),
      on(
        backofficeApi.createBonusDefinition,
        new Refusal(400, 'validation_error', 'Invalid offer', {
          wageringMultiplier: ['at most 35'],
        }),
      ),
    );
    renderAt('/bonuses', marketing);
    fireEvent.click(await screen.findByRole('button', { name: 'New offer' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Invalid offer · wageringMultiplier: at most 35',
    );
    expect(screen.getByRole('heading', { name: 'New bonus offer' })).toBeTruthy();
  });
});
