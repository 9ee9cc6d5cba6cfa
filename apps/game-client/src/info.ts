import { intlLocale } from '@casino/contracts/locale';
import type { GameTitle, SlotConfig } from '@casino/game-engine';
import { symbolImage, titleImage, withSymbol } from './art.ts';
import { h } from './dom.ts';
import type { Money, Translate } from './format.ts';

function slotRules(t: Translate, config: SlotConfig): HTMLElement {
  const wild = config.symbols.find((s) => s.kind === 'wild');
  const scatter = config.symbols.find((s) => s.kind === 'scatter');
  const awards = [];
  for (let count = config.scattersToTrigger; count <= 5; count++) {
    const spins = config.freeSpins.awards[Math.min(count, config.freeSpins.awards.length - 1)] ?? 0;
    if (spins > 0) awards.push(`${count}× → ${spins}`);
  }
  const rows = config.symbols.map((symbol) => {
    const pays = symbol.kind === 'scatter' ? config.scatterPays : (config.pays[symbol.id] ?? []);
    const cells = [5, 4, 3].map((count) => {
      const pay = pays[Math.min(count, pays.length - 1)] ?? 0;
      return h('td', {}, pay > 0 ? `${pay}×` : '–');
    });
    return h(
      'tr',
      { class: `pay-${symbol.kind}` },
      h('th', { scope: 'row' }, symbolImage(symbol, symbol.kind, 'pay-sym'), ` ${symbol.name}`),
      ...cells,
    );
  });
  return h(
    'div',
    { class: 'rules' },
    h('p', {}, t('rule_lines', { count: config.lines })),
    wild
      ? h(
          'p',
          {},
          ...withSymbol(
            ({ symbol }) => t('rule_wild', { symbol }),
            () => symbolImage(wild, 'wild', 'rule-sym'),
          ),
        )
      : null,
    scatter
      ? h(
          'p',
          {},
          ...withSymbol(
            ({ symbol }) => t('rule_scatter', { count: config.scattersToTrigger, symbol }),
            () => symbolImage(scatter, 'scatter', 'rule-sym'),
          ),
        )
      : null,
    h(
      'p',
      {},
      t('rule_free', { awards: awards.join(', '), multiplier: config.freeSpins.multiplier }),
    ),
    h('h3', {}, t('paytable')),
    h(
      'table',
      { class: 'paytable' },
      h(
        'thead',
        {},
        h('tr', {}, h('th', {}), h('th', {}, '5'), h('th', {}, '4'), h('th', {}, '3')),
      ),
      h('tbody', {}, ...rows),
    ),
    h('p', { class: 'muted small' }, t('rule_line_bet')),
  );
}

/** Rules, RTP, volatility and (slots) the paytable. */
export function createInfoPanel(
  t: Translate,
  title: GameTitle,
  money: Money,
  stakes: number[],
  lang: string,
) {
  const { config } = title;
  const rules =
    config.kind === 'slot'
      ? slotRules(t, config)
      : h('p', { class: 'rules' }, t(`rule_${config.kind}`));
  const stat = (label: string, value: string) =>
    h('div', { class: 'stat' }, h('span', { class: 'label' }, label), h('strong', {}, value));
  return h(
    'div',
    { class: 'info' },
    h('h2', { class: 'info-title' }, titleImage(title.art.motif, 'info-art'), title.name),
    title.description ? h('p', { class: 'muted' }, title.description) : null,
    h(
      'div',
      { class: 'stats' },
      stat(t('rtp'), `${(title.rtp * 100).toFixed(2)}%`),
      stat(t('volatility'), t(`vol_${title.volatility}`)),
      stat(t('maxWin'), `${title.maxWinMultiplier.toLocaleString(intlLocale(lang))}×`),
      stat(t('stake'), `${money.plain(stakes[0]!)} – ${money.format(stakes[stakes.length - 1]!)}`),
    ),
    rules,
  );
}
