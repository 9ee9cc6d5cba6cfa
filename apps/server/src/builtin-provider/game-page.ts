import { textDirection } from '@casino/contracts/locale';
import type { Boot } from '@casino/game-client/boot';
import { type Lang, stringsFor } from '@casino/game-client/i18n';
import { type GameTitle, symbolDataUri } from '@casino/game-engine';
import { escapeHtml } from '../shared/html.ts';
import type { ClientAssets } from './assets.ts';

/**
 * Headers of every provider page: scripts and styles only from our own origin (no inline
 * code), framed only by the casino, and no launch token leaking through a Referer.
 */
export function pageHeaders(casinoOrigin: string) {
  return {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    'referrer-policy': 'no-referrer',
    'x-content-type-options': 'nosniff',
    'content-security-policy': [
      "default-src 'none'",
      "script-src 'self'",
      "style-src 'self'",
      "img-src 'self' data:",
      "connect-src 'self'",
      "base-uri 'none'",
      "form-action 'self'",
      `frame-ancestors 'self' ${casinoOrigin}`,
    ].join('; '),
  };
}

/** JSON inside <script type="application/json">: `<` escaped so no `</script>` can end it. */
const jsonBlock = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** A lobby address we may send the player to: a path or a URL of the casino, nothing else. */
export function safeLobby(value: unknown, casinoOrigin: string): string | null {
  if (typeof value !== 'string' || value.length > 512) return null;
  if (/^\/(?![/\\])/.test(value)) return value;
  try {
    return new URL(value).origin === casinoOrigin ? value : null;
  } catch {
    return null;
  }
}

export function gamePage(
  title: GameTitle,
  assets: ClientAssets,
  params: {
    mode: 'demo' | 'real';
    token: string | null;
    lang: Lang;
    lobby: string | null;
    casinoOrigin: string;
  },
): string {
  const strings = stringsFor(params.lang);
  const boot: Boot = {
    identity: title.identity,
    name: title.name,
    kind: title.kind,
    mode: params.mode,
    token: params.token,
    lang: params.lang,
    lobby: params.lobby,
    casinoOrigin: params.casinoOrigin,
    strings,
  };
  const name = escapeHtml(title.name);
  const hero = title.art.motif[0];
  const art = hero ? escapeHtml(symbolDataUri(hero, 'high')) : '';
  return `<!doctype html>
<html lang="${params.lang}" dir="${textDirection(params.lang)}" data-kind="${title.kind}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1,viewport-fit=cover">
<meta name="robots" content="noindex">
<meta name="theme-color" content="#070914">
<title>${name}</title>
<link rel="stylesheet" href="/provider/assets/${assets.style.name}">
<script type="application/json" id="boot">${jsonBlock(boot)}</script>
<script src="/provider/assets/${assets.script.name}" defer></script>
</head>
<body>
<div id="game">
  <div class="loading" role="status">
    ${art ? `<img class="loading-art" src="${art}" alt="" width="96" height="96">` : ''}
    <strong>${name}</strong>
    <div class="loading-bar"></div>
    <span class="muted">${escapeHtml(strings.loading)}</span>
  </div>
</div>
</body>
</html>`;
}

export function notFoundPage(identity: string, lang: Lang): string {
  return `<!doctype html>
<html lang="${lang}" dir="${textDirection(lang)}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>404</title></head>
<body><p>${escapeHtml(stringsFor(lang).err_game_not_found)} (${escapeHtml(identity)})</p></body></html>`;
}
