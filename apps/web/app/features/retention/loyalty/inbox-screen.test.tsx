// @vitest-environment happy-dom
import { mockApi, on } from '@casino/api-client/testing';
import type { InboxMessage } from '@casino/contracts';
import { retentionLoyaltyApi } from '@casino/contracts/api';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { de } from '../../../i18n/de';
import { PLAYER, renderScreen } from '../../../test/render';
import { InboxScreen } from './inbox-screen';

/** The message the server posts when a player reaches Silver: English words, a keyed notice. */
const LEVEL_UP: InboxMessage = {
  id: '00000000-0000-4000-8000-000000000001',
  source: 'loyalty',
  title: 'Level up: Silver',
  body: 'You reached Silver. Your benefits: 5% cashback, 1 wheel spin.',
  link: '/loyalty',
  notice: {
    key: 'loyalty.level',
    name: 'Silver',
    cashbackPercent: 5,
    wheelSpins: 1,
    withdrawalPriority: false,
  },
  isRead: false,
  createdAt: '2026-11-29T10:00:00.000Z',
};

describe('the inbox', () => {
  it('shows a level reached in German on /de/inbox, not the stored English', async () => {
    mockApi(
      on(retentionLoyaltyApi.listInboxMessages, {
        items: [LEVEL_UP],
        total: 1,
        page: 1,
        perPage: 20,
        totalUnread: 1,
      }),
    );
    renderScreen(() => <InboxScreen />, {
      player: PLAYER,
      site: { locale: 'de', messages: de },
    });
    const item = await screen.findByTestId('inbox-item');
    expect(item.querySelector('h2')?.textContent).toContain('Neue Stufe: Silver');
    expect(item.textContent).toContain(
      'Sie haben Silver erreicht. Ihre Vorteile: 5 % Cashback, 1 Glücksrad-Dreh.',
    );
    expect(item.textContent).not.toContain('Level up');
  });
});
