// @vitest-environment happy-dom
import { mockApi, on, Refusal } from '@casino/api-client/testing';
import type { Game } from '@casino/contracts';
import { gameApi } from '@casino/contracts/api';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { page } from '../../test/fixtures';
import { renderScreen } from '../../test/render';
import { type LobbyData, LobbyView } from './lobby-view';

const game = (id: string, name: string): Game => ({
  id,
  identity: id,
  name,
  providerId: 'pv-1',
  providerName: 'Aurora Studio',
  kind: 'slot',
  categories: ['slots'],
  image: `/art/${id}.webp`,
  hasDemo: true,
  rtp: 0.96,
  volatility: 'medium',
  theme: 'space',
  releasedAt: '2026-01-01',
  isFavorite: false,
});

/** A lobby whose first page the browser fetches (the server had none). */
const DATA: LobbyData = {
  collections: [],
  categories: [],
  providers: [],
  query: '',
  firstPage: null,
  winners: [],
};

const open = () => renderScreen(() => <LobbyView data={DATA} />, { url: '/games' });
const GAMES = page([game('g-1', 'Star Fruits'), game('g-2', 'Moon Dice')]);

describe('the lobby', () => {
  it('shows the games and their count', async () => {
    mockApi(on(gameApi.listGames, GAMES), on(gameApi.listWinners, { items: [] }));
    open();
    expect((await screen.findByTestId('lobby-total')).textContent).toBe('2 games');
    expect(screen.getByText('Star Fruits')).toBeTruthy();
  });

  it('asks for the games in the order the player picks', async () => {
    const api = mockApi(on(gameApi.listGames, GAMES), on(gameApi.listWinners, { items: [] }));
    open();
    await screen.findByText('Star Fruits');
    fireEvent.change(screen.getByLabelText('Sort games'), { target: { value: 'newest' } });
    await expect
      .poll(() => api.to(gameApi.listGames).map((r) => r.query.get('sort')))
      .toContain('newest');
  });

  it('says a refused list and tries again on the tap', async () => {
    let isRefused = true;
    mockApi(
      on(gameApi.listGames, () =>
        isRefused ? new Refusal(429, 'rate_limited', 'Too many requests') : GAMES,
      ),
      on(gameApi.listWinners, { items: [] }),
    );
    open();
    expect(await screen.findByText('Something went wrong. Please try again.')).toBeTruthy();
    isRefused = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Star Fruits')).toBeTruthy();
  });
});
