// @vitest-environment happy-dom
import { backofficeApi } from '@casino/contracts/api/backoffice';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pageOf } from '../../test/fixtures.ts';
import { mockApi, on, Refusal } from '../../test/mock-api.ts';
import { operator, renderAt } from '../../test/render.tsx';

const GAME = {
  id: 'g-1',
  identity: 'fruit-fiesta',
  name: 'Fruit Fiesta',
  providerId: 'pr-1',
  providerName: 'Aurora Games',
  categories: ['slots'],
  image: '/img/fruit.png',
  rtp: 96.12,
  popularity: 10,
  releasedAt: '2026-01-01T00:00:00.000Z',
  isEnabled: true,
  isListed: true,
  isOperatorEnabled: true,
  providerEnabled: true,
};
const PROVIDER = {
  id: 'pr-1',
  identity: 'aurora',
  name: 'Aurora Games',
  isEnabled: true,
  disabledCountries: [] as string[],
  gamesCount: 1,
  shownCount: 1,
};
const admin = operator('admin', ['listCatalogGames', 'updateGame']);

function gamesApi(update: () => typeof GAME | Refusal) {
  let game = GAME;
  return mockApi(
    on(backofficeApi.listCatalogGames, () => pageOf([game])),
    on(backofficeApi.listGameProviders, { items: [PROVIDER] }),
    on(backofficeApi.listCollections, { items: [] }),
    on(backofficeApi.updateGame, () => {
      const reply = update();
      if (!(reply instanceof Refusal)) game = reply;
      return reply;
    }),
  );
}

describe('games screen', () => {
  it('lists the catalog by name with why each game is shown or not', async () => {
    const api = gamesApi(() => GAME);
    renderAt('/games', admin);
    expect(await screen.findByText('Fruit Fiesta')).toBeTruthy();
    expect(screen.getByText('Shown')).toBeTruthy();
    // The RTP the provider's feed states (an aggregator's own figure).
    expect(screen.getByText('96.12 %')).toBeTruthy();
    expect(await screen.findByRole('option', { name: 'Aurora Games' })).toBeTruthy();
    expect(api.to(backofficeApi.listCatalogGames)[0]?.query.get('sort')).toBe('name');
  });

  it('switches a game off; the list says so', async () => {
    const api = gamesApi(() => ({ ...GAME, isEnabled: false, isOperatorEnabled: false }));
    renderAt('/games', admin);
    fireEvent.click(await screen.findByRole('button', { name: 'Disable Fruit Fiesta' }));
    expect(await screen.findByText('Off')).toBeTruthy();
    expect(api.to(backofficeApi.updateGame)[0]?.body).toEqual({ isEnabled: false });
  });

  it('shows the refusal of a change and keeps the game shown', async () => {
    gamesApi(() => new Refusal(409, 'conflict', 'The provider changed this game; reload'));
    renderAt('/games', admin);
    fireEvent.click(await screen.findByRole('button', { name: 'Disable Fruit Fiesta' }));
    expect(await screen.findByText('The provider changed this game; reload')).toBeTruthy();
    expect(screen.getByText('Shown')).toBeTruthy();
  });

  it('switches a provider off in some countries; the list keeps what the server saved', async () => {
    let provider = PROVIDER;
    const api = mockApi(
      on(backofficeApi.listCatalogGames, () => pageOf([GAME])),
      on(backofficeApi.listGameProviders, () => ({ items: [provider] })),
      on(backofficeApi.listCollections, { items: [] }),
      on(backofficeApi.updateGameProviderCountries, () => {
        provider = { ...PROVIDER, disabledCountries: ['DE', 'FR'] };
        return provider;
      }),
    );
    renderAt(
      '/games',
      operator('admin', ['listCatalogGames', 'listGameProviders', 'updateGameProviderCountries']),
    );
    fireEvent.click(await screen.findByRole('tab', { name: 'Providers' }));
    const field = await screen.findByLabelText('Countries where Aurora Games is off');
    fireEvent.change(field, { target: { value: 'de fr, de' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByDisplayValue('DE, FR');
    expect(api.to(backofficeApi.updateGameProviderCountries)[0]?.body).toEqual({
      disabledCountries: ['DE', 'FR'],
    });
  });

  it("shows a provider's countries without a field to an operator who may not change them", async () => {
    mockApi(
      on(backofficeApi.listCatalogGames, () => pageOf([GAME])),
      on(backofficeApi.listGameProviders, {
        items: [{ ...PROVIDER, disabledCountries: ['BR'] }],
      }),
      on(backofficeApi.listCollections, { items: [] }),
    );
    renderAt('/games', operator('support', ['listCatalogGames', 'listGameProviders']));
    fireEvent.click(await screen.findByRole('tab', { name: 'Providers' }));
    expect(await screen.findByText('BR')).toBeTruthy();
    expect(screen.queryByLabelText('Countries where Aurora Games is off')).toBeNull();
  });

  it("imports an aggregator's games from its feed and says what came in", async () => {
    const hub88 = { ...PROVIDER, id: 'pr-2', identity: 'hub88', name: 'Hub88', hasFeed: true };
    const api = mockApi(
      on(backofficeApi.listCatalogGames, () => pageOf([GAME])),
      on(backofficeApi.listGameProviders, { items: [PROVIDER, hub88] }),
      on(backofficeApi.listCollections, { items: [] }),
      on(backofficeApi.importGameProvider, {
        provider: { ...hub88, gamesCount: 3, shownCount: 3 },
        listed: 3,
        added: 2,
        unlisted: 0,
      }),
    );
    renderAt(
      '/games',
      operator('admin', ['listCatalogGames', 'listGameProviders', 'importGameProvider']),
    );
    fireEvent.click(await screen.findByRole('tab', { name: 'Providers' }));
    // Only a provider with a feed offers the import.
    expect(screen.queryByRole('button', { name: 'Import games of Aurora Games' })).toBeNull();
    fireEvent.click(await screen.findByRole('button', { name: 'Import games of Hub88' }));
    expect(
      await screen.findByText('Hub88: 3 games in the feed, 2 new, 0 left out of the lobby'),
    ).toBeTruthy();
    expect(api.to(backofficeApi.importGameProvider)[0]?.params).toEqual({ id: 'pr-2' });
  });
});
