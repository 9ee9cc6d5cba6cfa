import { describe, expect, it } from 'vitest';
import { formatIcu } from './icu';
import { CATALOGS } from './messages.server';
import { lookup } from './translate';

// WCAG 2.5.3 (label in name): a control named by aria-label must say the words it shows, in
// order, so a player who speaks the visible word ("Demo") reaches it. axe compares whole words:
// German "Demo" is not a word of "Demomodus", Turkish "Oyna" not one of "oynayın".
const SHOWN_AND_NAMED = [
  // The game tile's buttons (features/games/game-tile.tsx).
  ['games.play', 'games.playName'],
  ['games.demo', 'games.demoName'],
] as const;

/** Words as axe compares them: decomposed, marks and punctuation dropped, lower case. */
const words = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

function containsInOrder(name: string[], shown: string[]): boolean {
  return name.some((_, at) => shown.every((word, i) => name[at + i] === word));
}

describe('controls named apart from their text', () => {
  for (const [locale, messages] of Object.entries(CATALOGS)) {
    it(`say what they show in ${locale}`, () => {
      for (const [shownKey, nameKey] of SHOWN_AND_NAMED) {
        const shown = lookup(messages, shownKey) ?? '';
        const name = formatIcu(
          lookup(messages, nameKey) ?? '',
          { name: 'Olympus Thunder' },
          locale,
        );
        expect(words(shown).length, shownKey).toBeGreaterThan(0);
        expect(containsInOrder(words(name), words(shown)), `"${shown}" in "${name}"`).toBe(true);
      }
      // The game bar's balance link shows the real and the bonus amounts one above the other.
      const [real, bonus] = ['$20.00', '$5.00'];
      const balance = formatIcu(
        lookup(messages, 'wallet.balanceBonusDeposit') ?? '',
        { real, bonus },
        locale,
      );
      expect(containsInOrder(words(balance), words(`${real} ${bonus}`)), balance).toBe(true);
    });
  }
});
