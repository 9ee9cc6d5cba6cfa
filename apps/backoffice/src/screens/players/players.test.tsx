// @vitest-environment happy-dom
import { backofficeApi } from '@casino/contracts/api/backoffice';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PLAYER, pageOf } from '../../test/fixtures.ts';
import { mockApi, on, Refusal } from '../../test/mock-api.ts';
import { operator, renderAt } from '../../test/render.tsx';

const support = operator('support', ['searchPlayers', 'getPlayer']);

describe('players screen', () => {
  it('lists the players newest first, with their status in words', async () => {
    const api = mockApi(
      on(backofficeApi.searchPlayers, { ...pageOf([PLAYER]), totalCapped: false }),
    );
    renderAt('/players', support);
    expect(await screen.findByRole('button', { name: 'ana@example.com' })).toBeTruthy();
    expect(screen.getByText('Ana Lopes')).toBeTruthy();
    expect(screen.getByText('active')).toBeTruthy();
    const [first] = api.to(backofficeApi.searchPlayers);
    expect(first?.query.get('sort')).toBe('createdAt');
    expect(first?.query.get('order')).toBe('desc');
    // An empty search is left out of the query, not sent as "search=".
    expect(first?.query.has('search')).toBe(false);
  });

  it('searches with the typed text and opens a player card from the list', async () => {
    const api = mockApi(
      on(backofficeApi.searchPlayers, { ...pageOf([PLAYER]), totalCapped: false }),
    );
    const { router } = renderAt('/players', support);
    fireEvent.change(screen.getByRole('textbox', { name: /Email, id/ }), {
      target: { value: '  ana ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await expect
      .poll(() => api.to(backofficeApi.searchPlayers).at(-1)?.query.get('search'))
      .toBe('ana');
    fireEvent.click(await screen.findByRole('button', { name: 'ana@example.com' }));
    expect(router.state.location.pathname).toBe('/players/p-1');
  });

  it("shows the server's refusal of a search", async () => {
    mockApi(
      on(backofficeApi.searchPlayers, (request) =>
        request.query.has('search')
          ? new Refusal(400, 'validation_error', 'search: too short')
          : { ...pageOf([PLAYER]), totalCapped: false },
      ),
    );
    renderAt('/players', support);
    await screen.findByRole('button', { name: 'ana@example.com' });
    fireEvent.change(screen.getByRole('textbox', { name: /Email, id/ }), {
      target: { value: 'a' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('search: too short')).toBeTruthy();
  });
});
