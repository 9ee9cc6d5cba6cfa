import type { ProviderRound, ProviderSession } from '@casino/contracts';
import { type Commit, type PlayResponse, setClientSeed } from './api.ts';
import { shieldIcon } from './art.ts';
import type { Boot } from './boot.ts';
import { h } from './dom.ts';
import { type Translate, times } from './format.ts';

async function sha256(text: string): Promise<string | null> {
  if (!crypto.subtle) return null;
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

const verifyUrl = (boot: Boot, id: string) =>
  `/provider/verify?round=${encodeURIComponent(id)}&lang=${boot.lang}`;

/**
 * The provably-fair panel: the hash of the next server seed before the round, the seed
 * revealed after it (checked here against the hash shown before), the editable client seed,
 * and links to the verify page.
 */
export function createFairnessPanel(boot: Boot, t: Translate, session: ProviderSession) {
  let commit: Commit = session.fairness;
  let last: { round: ProviderRound; committed: string; check: boolean | null } | null = null;
  const history: ProviderRound[] = [];
  let saved = false;
  const element = h('div', { class: 'fair' });

  const field = (label: string, value: string, cls = '') =>
    h(
      'div',
      { class: `fair-field ${cls}` },
      h('span', { class: 'label' }, label),
      h('code', {}, value),
    );

  function render(): HTMLElement {
    const input = h('input', {
      id: 'client-seed',
      value: commit.clientSeed,
      maxlength: 64,
      spellcheck: 'false',
      autocomplete: 'off',
    });
    const form = h(
      'form',
      {
        class: 'seed-form',
        onsubmit: async (event: Event) => {
          event.preventDefault();
          try {
            commit = await setClientSeed(session.sessionId, input.value.trim());
            saved = true;
          } catch {
            saved = false;
          }
          update();
        },
      },
      h('label', { for: 'client-seed', class: 'label' }, t('fair_client')),
      h(
        'div',
        { class: 'seed-row' },
        input,
        h('button', { class: 'btn', type: 'submit' }, t('fair_save')),
      ),
      saved ? h('span', { class: 'ok-text' }, `✓ ${t('fair_saved')}`) : null,
    );
    const lastBlock = last
      ? h(
          'div',
          { class: 'fair-last' },
          h('h3', {}, t('fair_last')),
          field(t('fair_revealed'), last.round.fairness.serverSeed, 'revealed'),
          field('SHA-256', last.round.fairness.serverSeedHash),
          h(
            'div',
            { class: 'fair-pair' },
            field(t('fair_client'), last.round.fairness.clientSeed),
            field(t('fair_nonce'), String(last.round.fairness.nonce)),
          ),
          last.check === null
            ? null
            : h(
                'p',
                { class: last.check ? 'ok-text' : 'bad-text' },
                `${last.check ? '✓' : '✗'} ${t(last.check ? 'fair_hash_ok' : 'fair_hash_bad')}`,
              ),
          h(
            'a',
            {
              class: 'btn link',
              href: verifyUrl(boot, last.round.id),
              target: '_blank',
              rel: 'noopener',
            },
            `${t('fair_verify')} ↗`,
          ),
        )
      : h('p', { class: 'muted' }, t('fair_none'));
    const list = history.length
      ? h(
          'div',
          { class: 'history' },
          h('h3', {}, t('history')),
          h(
            'ol',
            {},
            ...history.map((round) =>
              h(
                'li',
                {},
                h(
                  'a',
                  {
                    href: verifyUrl(boot, round.id),
                    target: '_blank',
                    rel: 'noopener',
                    class: round.win > 0 ? 'won' : '',
                  },
                  h('span', {}, `#${round.fairness.nonce}`),
                  h('strong', {}, times(round.multiplier, boot.lang)),
                ),
              ),
            ),
          ),
        )
      : null;
    return h(
      'div',
      { class: 'fair-body' },
      h('h2', { class: 'fair-title' }, shieldIcon(), t('fairness')),
      h('p', { class: 'muted small' }, t('fair_intro')),
      field(t('fair_next'), commit.serverSeedHash, 'next'),
      form,
      field(t('fair_nonce'), String(commit.nonce)),
      lastBlock,
      list,
    );
  }

  function update() {
    element.replaceChildren(render());
    const open = document.querySelector('.sheet:not([hidden]) .fair-body');
    open?.replaceWith(render());
  }
  update();

  return {
    element,
    render,
    record(response: PlayResponse) {
      const committed = commit.serverSeedHash;
      last = { round: response.round, committed, check: null };
      history.unshift(response.round);
      history.length = Math.min(history.length, 8);
      commit = response.fairness;
      saved = false;
      update();
      const current = last;
      void sha256(response.round.fairness.serverSeed).then((hash) => {
        if (hash === null || last !== current) return;
        current.check = hash === committed;
        update();
      });
    },
  };
}
