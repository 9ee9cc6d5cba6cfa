// @vitest-environment happy-dom
import { mockApi, on, Refusal } from '@casino/api-client/testing';
import { bonusApi } from '@casino/contracts/api';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bonus } from '../../test/fixtures';
import { PLAYER, renderScreen } from '../../test/render';
import { SideDrawer } from './side-drawer';

const Drawer = () => <SideDrawer brand="Aurora" />;
const nav = () => screen.getByRole('navigation', { name: 'Main navigation' });
const links = () =>
  within(nav())
    .getAllByRole('link')
    .map((a) => a.getAttribute('href'));

describe('the side drawer', () => {
  it('offers the sections that have content, and the welcome package to a guest', async () => {
    mockApi();
    renderScreen(Drawer, { site: { sections: { hasLiveCasino: false, hasSports: true } } });
    await screen.findByTestId('drawer-promo');
    expect(links()).toContain('/betting');
    expect(links()).not.toContain('/games?category=live');
    const promo = screen.getByTestId('drawer-promo');
    expect(within(promo).getByRole('link').getAttribute('href')).toBe('/welcome-package');
  });

  it('collapses to icons and remembers it', async () => {
    mockApi();
    renderScreen(Drawer);
    fireEvent.click(await screen.findByRole('button', { name: 'Collapse menu' }));
    const toggle = await screen.findByRole('button', { name: 'Expand menu' });
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    expect(document.cookie).toMatch(/=1/);
  });

  it("points a player's promo to the active bonus, and keeps the offer when the bonuses are refused", async () => {
    mockApi(on(bonusApi.listPlayerBonuses, { items: [bonus(2)] }));
    const first = renderScreen(Drawer, { player: PLAYER });
    await screen.findByTestId('drawer-promo');
    // A player's promo is the signed-in chrome's (loaded on demand): the card is replaced.
    await expect
      .poll(
        () => within(screen.getByTestId('drawer-promo')).getByRole('link').getAttribute('href'),
        { timeout: 10_000 },
      )
      .toBe('/profile/bonuses');
    first.unmount();
    mockApi(on(bonusApi.listPlayerBonuses, new Refusal(429, 'rate_limited', 'Too many requests')));
    renderScreen(Drawer, { player: PLAYER });
    const offer = await screen.findByTestId('drawer-promo');
    expect(within(offer).getByRole('link').getAttribute('href')).toBe('/welcome-package');
  });
});
