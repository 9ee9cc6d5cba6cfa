import { textDirection } from '@casino/contracts/locale';
import { type Lang, type Strings, stringsFor } from '@casino/game-client/i18n';
import {
  type CrashOutcome,
  type DiceOutcome,
  GAME_TITLES,
  type GameTitle,
  type RouletteOutcome,
  type RoundResult,
  type SlotOutcome,
  type SlotSymbol,
  symbolDataUri,
} from '@casino/game-engine';
import { escapeHtml as e } from '../shared/html.ts';
import type { ClientAssets } from './assets.ts';
import type { Verification } from './verify.ts';

/** The fairness shield, drawn (no emoji: a font for it may be missing). */
const SHIELD =
  '<svg class="shield-icon" viewBox="0 0 24 24" width="26" height="26" aria-hidden="true"><path fill="currentColor" d="M12 2l8 3v6c0 5.2-3.4 9.3-8 11-4.6-1.7-8-5.8-8-11V5zm-1.2 13.6l6-6-1.4-1.4-4.6 4.6-2.2-2.2-1.4 1.4z"/></svg>';

function slotGrid(title: GameTitle, outcome: SlotOutcome): string {
  const symbols = new Map<string, SlotSymbol>(
    title.config.kind === 'slot' ? title.config.symbols.map((s) => [s.id, s]) : [],
  );
  const cell = (id: string) => {
    const symbol = symbols.get(id);
    return symbol
      ? `<td title="${e(symbol.name)}"><img src="${e(symbolDataUri(symbol, symbol.kind))}" alt="${e(symbol.name)}" width="40" height="40"></td>`
      : `<td>${e(id)}</td>`;
  };
  const grid = (rows: string[][]) =>
    `<table class="grid">${[0, 1, 2]
      .map((row) => `<tr>${rows.map((reel) => cell(reel[row]!)).join('')}</tr>`)
      .join('')}</table>`;
  const free = outcome.freeSpins.length
    ? `<p>${outcome.freeSpins.length} × free spins</p><div class="grids">${outcome.freeSpins.map((s) => grid(s.grid)).join('')}</div>`
    : '';
  return grid(outcome.base.grid) + free;
}

function outcomeHtml(title: GameTitle, result: RoundResult, s: Strings): string {
  const o = result.outcome;
  switch (o.kind) {
    case 'slot':
      return slotGrid(title, o);
    case 'roulette': {
      const r = o as RouletteOutcome;
      const bets = r.bets
        .map((b) => `<li>${e(b.type)} ${e(b.numbers.join(','))} · ${b.amount} → ${b.win}</li>`)
        .join('');
      return `<p class="big ${r.color}">${s.pocket}: ${r.pocket}</p><ul>${bets}</ul>`;
    }
    case 'dice': {
      const d = o as DiceOutcome;
      return `<p class="big">${s.roll}: ${d.roll.toFixed(2)}</p><p>${e(d.direction === 'under' ? s.roll_under : s.roll_over)} ${d.target.toFixed(2)} · ${s.win_chance} ${d.chance}% · ${s.payout} ${d.payoutMultiplier}×</p>`;
    }
    default: {
      const c = o as CrashOutcome;
      return `<p class="big">${s.crash_point}: ${c.crashPoint.toFixed(2)}×</p><p>${s.cash_out_at}: ${c.cashOutAt.toFixed(2)}×</p>`;
    }
  }
}

const check = (ok: boolean | null, good: string, bad: string) =>
  ok === null ? '' : `<p class="${ok ? 'ok' : 'bad'}">${ok ? '✓' : '✗'} ${e(ok ? good : bad)}</p>`;

/** The public verify page: a GET form (no script needed) and the recomputed round. */
export function verifyPage(v: Verification, lang: Lang, assets: ClientAssets): string {
  const s = stringsFor(lang);
  const f = v.form;
  const options = GAME_TITLES.map(
    (t) =>
      `<option value="${e(t.identity)}"${t.identity === f.game ? ' selected' : ''}>${e(t.name)} (${t.kind})</option>`,
  ).join('');
  const input = (name: keyof typeof f, label: string, extra = '') =>
    `<label>${e(label)}<input name="${name}" value="${e(f[name])}" ${extra}></label>`;
  const result = v.result
    ? `<section class="result"><h2>${e(s.verify_result)}</h2>
${check(v.hashMatches, s.verify_hash_ok, s.verify_hash_bad)}
${check(v.matchesRecord, s.verify_match, s.verify_mismatch)}
<p class="muted">sha256: <code>${e(v.computedHash ?? '')}</code></p>
<h3>${e(s.verify_outcome)}</h3>${outcomeHtml(v.title!, v.result, s)}
<p class="big">${e(s.verify_win)}: ${v.result.win} (${(Math.round(v.result.multiplier * 10000) / 10000).toString()}×)</p></section>`
    : v.error
      ? `<p class="bad">✗ ${e(v.error)}</p>`
      : '';
  return `<!doctype html>
<html lang="${lang}" dir="${textDirection(lang)}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex">
<title>${e(s.verify_title)}</title>
<link rel="stylesheet" href="/provider/assets/${assets.verifyStyle.name}">
</head><body><main>
<h1>${SHIELD} ${e(s.verify_title)}</h1>
<p class="muted">${e(s.verify_intro)}</p>
${v.roundMissing ? `<p class="bad">${e(s.verify_round_missing)}</p>` : ''}
<form method="get" action="/provider/verify">
<input type="hidden" name="lang" value="${lang}">
${f.round && !v.roundMissing ? `<input type="hidden" name="round" value="${e(f.round)}">` : ''}
<label>${e(s.verify_game)}<select name="game">${options}</select></label>
${input('serverSeed', s.verify_server_seed, 'required spellcheck="false"')}
${input('serverSeedHash', s.verify_hash, 'spellcheck="false"')}
<div class="row">${input('clientSeed', s.fair_client, 'spellcheck="false"')}${input('nonce', s.fair_nonce, 'inputmode="numeric"')}</div>
<div class="row">${input('bet', s.verify_bet, 'spellcheck="false"')}${input('stake', s.verify_stake, 'inputmode="numeric"')}</div>
<button type="submit">${e(s.verify_submit)}</button>
</form>
${result}
<p class="muted small"><code>float[i] = HMAC_SHA256(key = serverSeed, message = clientSeed:nonce:cursor)</code>, 4 bytes per float; <code>hash = SHA256(serverSeed)</code>.</p>
</main></body></html>`;
}
