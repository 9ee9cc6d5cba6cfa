import { openSession } from './api.ts';
import { glyphImage, mark } from './art.ts';
import type { Boot } from './boot.ts';
import { goToLobby } from './casino.ts';
import { h } from './dom.ts';
import { createMoney, createTranslate } from './format.ts';
import { mountCrash } from './games/crash/index.ts';
import { mountDice } from './games/dice/index.ts';
import { mountRoulette } from './games/roulette/index.ts';
import { mountSlot } from './games/slot/index.ts';
import { createNotice } from './notice.ts';
import { createShell } from './shell.ts';

const MOUNT = { slot: mountSlot, roulette: mountRoulette, dice: mountDice, crash: mountCrash };

async function start() {
  const boot = JSON.parse(document.getElementById('boot')!.textContent!) as Boot;
  const root = document.getElementById('game')!;
  // The launch token has done its job once read: keep it out of history and screenshots.
  const url = new URL(window.location.href);
  if (url.searchParams.has('token')) {
    url.searchParams.delete('token');
    history.replaceState(null, '', url);
  }
  const t = createTranslate(boot.strings);
  if (boot.mode === 'real' && !boot.token) return fail(root, boot, t('err_real_needs_token'));
  try {
    const session = await openSession({
      identity: boot.identity,
      mode: boot.mode,
      ...(boot.token ? { token: boot.token } : {}),
    });
    const shell = createShell(root, boot, session);
    MOUNT[boot.kind](shell);
    document.documentElement.classList.add('ready');
  } catch (error) {
    const notice = createNotice(boot, t, createMoney('FUN', boot.lang), null);
    notice.show(error);
    root.replaceChildren(
      h(
        'div',
        { class: 'fatal' },
        glyphImage(mark('seven', '#e53935'), 'fatal-art'),
        notice.element,
      ),
    );
  }

  function fail(el: HTMLElement, b: Boot, message: string) {
    el.replaceChildren(
      h(
        'div',
        { class: 'fatal' },
        h('p', {}, message),
        h(
          'button',
          { class: 'btn primary', type: 'button', onclick: () => goToLobby(b) },
          t('lobby'),
        ),
      ),
    );
  }
}

void start();
