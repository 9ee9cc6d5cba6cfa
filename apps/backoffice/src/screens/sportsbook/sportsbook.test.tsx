// @vitest-environment happy-dom
import { backofficeApi } from '@casino/contracts/api/backoffice';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, on, Refusal } from '../../test/mock-api.ts';
import { operator, renderAt } from '../../test/render.tsx';

const EVENT = {
  id: 'ev-9',
  sport: 'football',
  leagueName: 'Liga',
  home: 'Porto',
  away: 'Benfica',
  startsAt: '2026-11-28T20:00:00.000Z',
  phase: 'live',
};
const admin = operator('admin', ['listSportsbookEvents', 'setSportsbookResult']);

describe('sportsbook results screen', () => {
  it('lists the events with their phase', async () => {
    mockApi(on(backofficeApi.listSportsbookEvents, { items: [EVENT] }));
    renderAt('/sportsbook', admin);
    expect(await screen.findByText(/Porto – Benfica/)).toBeTruthy();
    expect(screen.getByText('live')).toBeTruthy();
  });

  it('settles an event with the typed score', async () => {
    const api = mockApi(
      on(backofficeApi.listSportsbookEvents, { items: [EVENT] }),
      on(backofficeApi.setSportsbookResult, {
        eventId: 'ev-9',
        home: 2,
        away: 1,
        cancelled: false,
        version: 1,
      }),
    );
    renderAt('/sportsbook', admin);
    await screen.findByText(/Porto – Benfica/);
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Home score of ev-9' }), {
      target: { value: '2' },
    });
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Away score of ev-9' }), {
      target: { value: '1' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Settle' }));
    expect((await screen.findByRole('status')).textContent).toBe('ev-9: 2:1 (version 1)');
    expect(api.to(backofficeApi.setSportsbookResult)[0]?.body).toEqual({
      eventId: 'ev-9',
      outcome: 'score',
      home: 2,
      away: 1,
    });
  });

  it('says why a result is refused', async () => {
    mockApi(
      on(backofficeApi.listSportsbookEvents, { items: [EVENT] }),
      on(
        backofficeApi.setSportsbookResult,
        new Refusal(404, 'not_found', 'No event ev-9 in the feed'),
      ),
    );
    renderAt('/sportsbook', admin);
    await screen.findByText(/Porto – Benfica/);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect((await screen.findByRole('status')).textContent).toBe('No event ev-9 in the feed');
  });
});
