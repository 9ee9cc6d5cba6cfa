import type { Lang, Strings } from './i18n/index.ts';

/** What the game page hands its script (a JSON block in the HTML). */
export interface Boot {
  identity: string;
  name: string;
  kind: 'slot' | 'roulette' | 'dice' | 'crash';
  mode: 'demo' | 'real';
  /** The casino's launch token (real money); removed from the address bar once read. */
  token: string | null;
  lang: Lang;
  /** The casino's origin: the only target of the game's messages (docs/decisions/017). */
  casinoOrigin: string;
  /** Where "Lobby" goes when the game is not inside the casino's iframe. */
  lobby: string | null;
  strings: Strings;
}
