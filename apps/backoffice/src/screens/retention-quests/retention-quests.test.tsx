// @vitest-environment happy-dom
import { backofficeApi } from '@casino/contracts/api/backoffice';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, on, Refusal } from '../../test/mock-api.ts';
import { operator, renderAt } from '../../test/render.tsx';

const QUEST = {
  id: 'q-1',
  identity: 'ten-spins',
  title: 'Ten spins',
  description: '',
  kind: 'rounds' as const,
  target: 10,
  currency: 'USD',
  gameIdentity: null,
  rewardKind: 'cash' as const,
  rewardAmount: 500,
  rewardBonusIdentity: null,
  durationHours: null,
  isActive: true,
  active: 2,
  completed: 1,
  paid: 500,
  updatedAt: '2026-11-28T10:00:00.000Z',
};
const WHEEL = {
  id: 'w-1',
  identity: 'daily-wheel',
  title: 'Daily wheel',
  currency: 'USD',
  segments: [
    { label: '$1', weight: 9, rewardKind: 'cash' as const, amount: 100, bonusIdentity: null },
    { label: 'Nothing', weight: 1, rewardKind: 'none' as const, amount: 0, bonusIdentity: null },
  ],
  depositMin: null,
  depositSpins: 0,
  isActive: true,
  spins: 4,
  paid: 300,
  updatedAt: '2026-11-28T10:00:00.000Z',
};
const EMPTY_PAGE = { items: [], total: 0, page: 1, perPage: 10 };
const lists = () => [
  on(backofficeApi.listRetentionQuests, { items: [QUEST] }),
  on(backofficeApi.listRetentionWheels, { items: [WHEEL] }),
  on(backofficeApi.listQuestPayouts, EMPTY_PAGE),
  on(backofficeApi.listWheelSpins, EMPTY_PAGE),
];
const EDITOR = [
  'listRetentionQuests',
  'createRetentionQuest',
  'updateRetentionQuest',
  'grantWheelSpins',
];

describe('quests & wheels screen', () => {
  it('lists quests and wheels with their task and what they paid', async () => {
    mockApi(...lists());
    renderAt('/quests', operator('marketing', EDITOR));
    expect(await screen.findByText('Play 10 rounds')).toBeTruthy();
    expect(screen.getByText('5.00 USD cash')).toBeTruthy();
    expect(screen.getByText('$1 (9), Nothing (1)')).toBeTruthy();
    expect(screen.getByText('No quest taken yet')).toBeTruthy();
  });

  it('edits a quest: a refusal names the field, the next save goes back to the list', async () => {
    let refuse = true;
    const api = mockApi(
      ...lists(),
      on(backofficeApi.updateRetentionQuest, () => {
        if (!refuse) return QUEST;
        refuse = false;
        return new Refusal(400, 'validation_failed', 'Invalid', {
          rewardAmount: ['Must be more than 0'],
        });
      }),
    );
    renderAt('/quests', operator('marketing', EDITOR));
    fireEvent.click(await screen.findByRole('button', { name: 'ten-spins' }));
    const form = screen.getByRole('form', { name: 'Quest' });
    fireEvent.change(within(form).getByLabelText('Reward amount'), { target: { value: '7.5' } });
    fireEvent.submit(form);
    expect(await screen.findByText(/rewardAmount: Must be more than 0/)).toBeTruthy();
    expect(api.to(backofficeApi.updateRetentionQuest).at(-1)?.body).toMatchObject({
      identity: 'ten-spins',
      rewardAmount: 750,
    });
    fireEvent.submit(form);
    expect(await screen.findByRole('heading', { name: 'Quests' })).toBeTruthy();
  });

  it('gives spins on a wheel and says how many', async () => {
    const api = mockApi(
      ...lists(),
      on(backofficeApi.grantWheelSpins, { spins: 3, replayed: false }),
    );
    renderAt('/quests', operator('marketing', EDITOR));
    fireEvent.click(await screen.findByRole('button', { name: 'Give spins' }));
    const form = screen.getByRole('form', { name: 'Give spins on daily-wheel' });
    fireEvent.change(within(form).getByLabelText('Player id'), {
      target: { value: '0b7b5d1e-2f7a-4c57-9d7c-6a1f1c2b3d4e' },
    });
    fireEvent.change(within(form).getByLabelText('Spins'), { target: { value: '3' } });
    fireEvent.change(within(form).getByLabelText('Note (audit log)'), {
      target: { value: 'apology' },
    });
    fireEvent.submit(form);
    expect(await screen.findByText('3 spins given')).toBeTruthy();
    expect(api.to(backofficeApi.grantWheelSpins).at(-1)?.body).toMatchObject({
      spins: 3,
      note: 'apology',
    });
  });

  it('shows a role that may not edit no New, Give spins or editor links', async () => {
    mockApi(...lists());
    renderAt('/quests', operator('support', ['listRetentionQuests']));
    expect(await screen.findByText('ten-spins')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'ten-spins' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'New quest' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Give spins' })).toBeNull();
  });
});
