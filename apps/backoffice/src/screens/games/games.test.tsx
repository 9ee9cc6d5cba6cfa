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
});
