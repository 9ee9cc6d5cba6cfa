/** Spec section 4, states and transitions, for scripts/audit/site-pages.ts. */
import {
  api,
  atProvider,
  autologinState,
  BASE,
  fund,
  hasDialog,
  hydrated,
  lastPass,
  logoutByMenu,
  MAINTENANCE,
  mailedLink,
  newPlayer,
  onPhone,
  openChat,
  PASSWORD,
  type Player,
  phone,
  row,
  sessionCookies,
  signInThroughModal,
  sleep,
  testId,
  text,
  toastText,
  until,
  visible,
  watchSockets,
} from './site-browser.ts';

const signedIn = (page: import('playwright-core').Page) =>
  visible(page, testId('balance-pill'), 12_000);

export async function auditStates() {
  const player = await newPlayer('states');
  await row('4.1', 'logged out -> in on login (sign-in modal)', async () =>
    onPhone('/?sign-in', async (page) => {
      await hasDialog(page);
      await signInThroughModal(page, player.email);
      return { seen: `balance shown ${await signedIn(page)}`, pass: await signedIn(page) };
    }),
  );
  await row('4.2', '... on registration (signed in at once)', async () => ({
    seen: 'driven in 2.76 (sign-up form -> balance shown)',
    pass: lastPass('2.76'),
  }));
  await row('4.3', '... on social login (Aurora ID), landing on the target or home', async () =>
    onPhone('/games?sign-up', async (page) => {
      await hasDialog(page);
      const dialog = page.locator('[role=dialog]');
      await dialog
        .getByLabel('Country')
        .selectOption('DE')
        .catch(() => {});
      await dialog.getByLabel(/over 18/i).check();
      await dialog.getByRole('button', { name: 'Sign up with Aurora ID' }).click();
      await atProvider(page, `audit-social-${Date.now()}@example.com`);
      const shown = await signedIn(page);
      return { seen: `signed in ${shown} at ${page.url().replace(BASE, '')}`, pass: shown };
    }),
  );
  await row('4.4', '... on autologin (a CLI link)', async () => {
    const target = await newPlayer('autologin4');
    const state = await autologinState(target.email);
    return onPhone(
      `/auth/autologin?state=${state}`,
      async (page) => ({
        seen: `balance ${await signedIn(page)} at ${page.url().replace(BASE, '')}`,
        pass: await signedIn(page),
      }),
      { noHydration: true },
    );
  });
  await row('4.5', 'on login: session cookies, profile and accounts loaded', async () =>
    onPhone('/?sign-in', async (page) => {
      await hasDialog(page);
      const requests: string[] = [];
      page.on('request', (request) => requests.push(new URL(request.url()).pathname));
      await signInThroughModal(page, player.email);
      await signedIn(page);
      const cookies = (await page.context().cookies()).map((c) => c.name);
      const loaded = ['/api/player/profile', '/api/wallet/accounts'].map(
        (p) => `${p}:${requests.includes(p)}`,
      );
      return {
        seen: `cookies ${cookies.join(',')}; ${loaded.join(' ')}`,
        pass: cookies.includes('access_token') && !loaded.join().includes('false'),
      };
    }),
  );
  await row(
    '4.6',
    'by design: at login the bonuses (balance split, offers); free spins and favourites when a screen needs them',
    async () =>
      onPhone('/?sign-in', async (page) => {
        await hasDialog(page);
        const requests: string[] = [];
        page.on('request', (request) => requests.push(new URL(request.url()).pathname));
        await signInThroughModal(page, player.email);
        await signedIn(page);
        await sleep(800);
        const apiCalls = () => [...new Set(requests.filter((p) => p.startsWith('/api/game/')))];
        const atLogin = apiCalls();
        await page.goto(`${BASE}/profile/bonuses`);
        await sleep(1500);
        const onScreen = apiCalls().filter((p) => !atLogin.includes(p));
        return {
          seen: `at login [${atLogin.join(',')}]; then on the bonus screen [${onScreen.join(',')}]`,
          pass:
            atLogin.includes('/api/game/player-bonuses') &&
            !atLogin.includes('/api/game/player-freespins') &&
            onScreen.includes('/api/game/player-freespins'),
        };
      }),
  );
  await row('4.7', 'on login: favourite games loaded (the hearts of the game tiles)', async () =>
    onPhone('/?sign-in', async (page) => {
      await hasDialog(page);
      const requests: string[] = [];
      page.on('request', (request) => requests.push(new URL(request.url()).pathname));
      await signInThroughModal(page, player.email);
      await signedIn(page);
      const loaded = await until(async () => requests.includes('/api/game/games/favorites'));
      return { seen: `GET /api/game/games/favorites at login ${loaded}`, pass: loaded };
    }),
  );
  await row(
    '4.8',
    'on login: subscriptions to accounts, invoices, bonus codes, bonuses, free spins, restricted bets',
    async () => {
      const { context, page } = await phone({ player });
      try {
        const sockets = watchSockets(page);
        await page.goto(`${BASE}/`);
        await until(async () => sockets.channels().length >= 6, 10_000);
        const channels = sockets.channels();
        const wanted = ['account', 'invoice', 'bonuscode', 'bonus', 'freespin', 'bets'];
        const missing = wanted.filter(
          (w) => !channels.some((c) => c.toLowerCase().replace(/[-_]/g, '').includes(w)),
        );
        return {
          seen: `${channels.join(', ')}${missing.length ? `; missing ${missing}` : ''}`,
          pass: missing.length === 0,
        };
      } finally {
        await context.close();
      }
    },
  );
  await auditLogout();
  await auditTabsAndTokens(player);
  await auditBonusesAndLimits();
  await auditMount(player);
}

async function auditLogout() {
  const fresh = () => newPlayer('logout');
  await row('4.9', 'logged in -> out on logout and on any 401', async () => {
    const victim = await fresh();
    return onPhone(
      '/profile/info',
      async (page) => {
        await api('POST', '/api/player/sessions/logout', victim.accessToken);
        await page.reload();
        const out = await until(
          async () => page.getByRole('link', { name: 'Sign in' }).first().isVisible(),
          10_000,
        );
        return {
          seen: `after the session was closed elsewhere: signed out ${out} at ${page.url().replace(BASE, '')}`,
          pass: out,
        };
      },
      { player: victim },
    );
  });
  await row('4.10', 'logout: cookies cleared, profile gone, sockets closed', async () => {
    const { context, page } = await phone({ player: await fresh() });
    try {
      const sockets = watchSockets(page);
      await page.goto(`${BASE}/profile/info`);
      await until(async () => sockets.sockets.length > 0);
      await logoutByMenu(page);
      await until(
        async () => page.getByRole('link', { name: 'Sign in' }).first().isVisible(),
        10_000,
      );
      await sleep(800);
      const cookies = (await context.cookies()).map((c) => c.name);
      const open = sockets.sockets.filter((s) => !s.isClosed()).length;
      const unsubscribed = sockets.sent.some((f) => f.includes('unsubscribe'));
      return {
        seen: `cookies [${cookies}]; open sockets ${open}/${sockets.sockets.length}; unsubscribe sent ${unsubscribed}; profile link ${await page.locator(testId('balance-pill')).count()}`,
        pass:
          !cookies.includes('access_token') &&
          (await page.locator(testId('balance-pill')).count()) === 0,
      };
    } finally {
      await context.close();
    }
  });
  await row('4.11', 'logout: the support chat restarts without the conversation', async () =>
    onPhone(
      '/',
      async (page) => {
        await openChat(page);
        await page.locator(testId('chat-input')).fill('audit hello before logout');
        await page.locator(testId('chat-send')).click();
        await until(async () => (await text(page, testId('chat-panel'))).includes('audit hello'));
        await page.keyboard.press('Escape');
        await logoutByMenu(page);
        await until(
          async () => page.getByRole('link', { name: 'Sign in' }).first().isVisible(),
          10_000,
        );
        await openChat(page).catch(() => false);
        await sleep(1000);
        const after = await text(page, testId('chat-panel'));
        return {
          seen: `chat after logout: "${after.slice(0, 100)}"`,
          pass: !after.includes('audit hello'),
        };
      },
      { player: await fresh() },
    ),
  );
  await row('4.12', 'logout: the return-game is deleted', async () => {
    const { context, page } = await phone({ player: await fresh() });
    try {
      await page.goto(`${BASE}/games/fruit-fiesta?real=true`);
      await page.locator(testId('no-funds-deposit')).click({ timeout: 20_000 });
      await hasDialog(page);
      const kept = await until(
        async () => (await page.evaluate(() => sessionStorage.getItem('returnGame'))) !== null,
      );
      await page.goto(`${BASE}/`);
      await hydrated(page);
      await logoutByMenu(page);
      const gone = await until(
        async () => (await page.evaluate(() => sessionStorage.getItem('returnGame'))) === null,
      );
      return {
        seen: `return-game kept after the game's deposit ${kept}; deleted by logout ${gone}`,
        pass: kept && gone,
      };
    } finally {
      await context.close();
    }
  });
  await row('4.13', 'logout: deposit bonus data removed', async () =>
    onPhone(
      '/?wallet=deposit',
      async (page) => {
        await hasDialog(page);
        await page.locator(testId('amount-input')).fill('20');
        await sleep(800);
        await page.keyboard.press('Escape');
        await page.goto(`${BASE}/`);
        await logoutByMenu(page);
        await until(
          async () => page.getByRole('link', { name: 'Sign in' }).first().isVisible(),
          10_000,
        );
        const after = await page.evaluate(() =>
          JSON.stringify({ ...sessionStorage, ...localStorage }),
        );
        return {
          seen: `storage after logout ${after.slice(0, 140)}`,
          pass: !/depositBonus/i.test(after),
        };
      },
      { player: await fresh() },
    ),
  );
}

async function auditTabsAndTokens(player: Player) {
  await row(
    '4.14',
    'other tabs: a login reloads a guest tab; a logout sends a player tab home',
    async () => {
      const { context, page } = await phone();
      try {
        await page.goto(`${BASE}/games`);
        const other = await context.newPage();
        await other.goto(`${BASE}/?sign-in`);
        await hasDialog(other);
        await signInThroughModal(other, player.email);
        const reloaded = await signedIn(page);
        await page.goto(`${BASE}/de/profile/info`);
        await signedIn(page);
        await logoutByMenu(other);
        const home = await until(async () => new URL(page.url()).pathname === '/de', 10_000);
        return {
          seen: `guest tab signed in ${reloaded}; player tab sent to ${new URL(page.url()).pathname}`,
          pass: reloaded && home,
        };
      } finally {
        await context.close();
      }
    },
  );
  await row(
    '4.15',
    'a token 10 s from expiry is refreshed first; concurrent calls share one refresh',
    async () => {
      const fresh = await newPlayer('refresh');
      const { context, page } = await phone({ player: fresh });
      try {
        // The page reads the expiry from the `session` cookie: 5 s left counts as expired.
        const { hostname: domain } = new URL(BASE);
        await context.addCookies([
          { name: 'session', value: String(Math.floor(Date.now() / 1000) + 5), domain, path: '/' },
        ]);
        const refreshes: string[] = [];
        page.on('request', (r) => {
          if (r.url().includes('/sessions/refresh')) refreshes.push(r.method());
        });
        await page.goto(`${BASE}/profile/history`);
        await signedIn(page);
        await sleep(1500);
        return { seen: `refresh calls ${refreshes.length}`, pass: refreshes.length === 1 };
      } finally {
        await context.close();
      }
    },
  );
  await row(
    '4.16',
    'after profile load missed notifications are processed: a deposit paid away shows its status',
    async () => {
      const fresh = await newPlayer('missed');
      await fund(fresh, 2000);
      return onPhone(
        '/',
        async (page) => {
          const shown = await until(async () => /deposit/i.test(await toastText(page)), 8000);
          return { seen: `toast "${await toastText(page)}"`, pass: shown };
        },
        { player: fresh },
      );
    },
  );
  await row(
    '4.17',
    'a resent verification email is remembered (notice says it was sent)',
    async () =>
      onPhone(
        '/',
        async (page) => {
          const notice = page.locator(testId('email-notice'));
          await notice
            .getByRole('button')
            .filter({ hasText: /resend|send/i })
            .first()
            .click();
          await sleep(1200);
          const after = await text(page, testId('email-notice'));
          await page.reload();
          await sleep(1000);
          const reloaded = await text(page, testId('email-notice'));
          return {
            seen: `after resend "${after}"; after reload "${reloaded}"`,
            pass: /sent/i.test(after),
          };
        },
        { player: await newPlayer('resend') },
      ),
  );
}

/** The toasts the open bonus screen showed in 4.19. */
const bonusToasts = new Set<string>();

async function auditBonusesAndLimits() {
  const bonusPlayer = await newPlayer('bonus');
  await row(
    '4.19',
    'pushed bonus update: a bonus activated by a deposit appears on the open bonus screen',
    async () =>
      onPhone(
        '/profile/bonuses',
        async (page) => {
          const { context, page: other } = await phone({ player: bonusPlayer });
          try {
            await other.goto(`${BASE}/?wallet=deposit`);
            await hasDialog(other);
            await other.locator(testId('amount-input')).fill('20');
            const choice = other.locator(testId('bonus-choice'));
            await until(async () => (await choice.locator('input[type=radio]').count()) > 1);
            // The offers come first, "No bonus" last.
            await choice.locator('input[type=radio]').first().check();
            await other.locator(testId('deposit-submit')).click();
            await other.waitForURL(/\/sandbox\/card\/checkout\//);
            await other.getByLabel('Card number').fill('4242 4242 4242 4242');
            await other.getByLabel('Expiry').fill('12/34');
            await other.getByLabel('CVC').fill('123');
            await other.getByRole('button', { name: /^Pay/ }).click();
            await other.waitForURL(/wallet=deposit/);
          } finally {
            await context.close();
          }
          const pushed = await until(async () => {
            for (const toast of await page.locator('.toast').allInnerTexts())
              bonusToasts.add(toast.replace(/\s+/g, ' '));
            return (await page.locator(testId('active-bonus')).count()) > 0;
          }, 15_000);
          for (let i = 0; i < 10; i++) {
            for (const toast of await page.locator('.toast').allInnerTexts())
              bonusToasts.add(toast.replace(/\s+/g, ' '));
            await sleep(300);
          }
          return {
            seen: `without reload: ${(await text(page, 'main')).slice(0, 140)}; toast "${await toastText(page)}"`,
            pass: pushed,
          };
        },
        { player: bonusPlayer },
      ),
  );
  await row(
    '4.20',
    'notification kinds as toasts: the bonus and free spins of 4.19 announced on the open page',
    async () => {
      const seen = [...bonusToasts];
      return {
        seen: seen.join(' | ') || 'no toast',
        pass: seen.some((toast) => /bonus|free spins/i.test(toast)),
      };
    },
  );
  await row(
    '4.21',
    'current active bonus = status 2 in the active currency (bonus screen)',
    async () =>
      onPhone(
        '/profile/bonuses',
        async (page) => {
          const active = await visible(page, testId('active-bonus'), 8000);
          const bonuses = await api(
            'GET',
            '/api/game/player-bonuses?status[]=2',
            bonusPlayer.accessToken,
          );
          return {
            seen: `active bonus shown ${active}: ${(await text(page, testId('active-bonus'))).slice(0, 100)}; API status 2: ${bonuses.body?.items?.length}`,
            pass: active && bonuses.body?.items?.length === 1,
          };
        },
        { player: bonusPlayer },
      ),
  );
  await row(
    '4.18',
    'bonus statuses 1/2/3 with results (active shown; history lists finished)',
    async () =>
      onPhone(
        '/profile/history/bonuses',
        async (page) => {
          await sleep(1500);
          return {
            seen: (await text(page, 'main')).slice(0, 160),
            pass: (await text(page, 'main')).length > 0,
          };
        },
        { player: bonusPlayer },
      ),
  );
  await row('4.22', 'bonus code status 3 incorrect -> an alert naming it', async () =>
    onPhone(
      '/profile/bonuses',
      async (page) => {
        const field = page.getByLabel(/bonus code/i).first();
        await field.fill('NO-SUCH-CODE-1');
        await page
          .getByRole('button', { name: /activate|apply|redeem|claim/i })
          .first()
          .click();
        await sleep(1500);
        const answer = `${await toastText(page)} ${await text(page, 'main')}`;
        return {
          seen: answer.slice(0, 140),
          pass: /incorrect|not valid|invalid|unknown/i.test(answer),
        };
      },
      { player: bonusPlayer },
    ),
  );
  const limited = await newPlayer('cooling');
  await fund(limited, 3000);
  await row(
    '4.23',
    'cooling-off (definition 5): bets and deposits refused with the cooling-off named, not a deposit limit',
    async () => {
      const list = await api('GET', '/api/player/limits', limited.accessToken);
      const periodId = list.body?.periods?.coolingOff?.[0]?.id;
      const set = await api('POST', '/api/player/limits', limited.accessToken, {
        action: 'exclude',
        definition: 5,
        periodId,
      });
      const login = await api('POST', '/api/player/sessions', undefined, {
        email: limited.email,
        password: PASSWORD,
      });
      const again = login.status === 200 ? { email: limited.email, ...login.body } : null;
      const after = await api(
        'GET',
        '/api/player/limits',
        again?.accessToken ?? limited.accessToken,
      );
      const cooling = after.body?.items?.find(
        (l: { definition: number; status: number }) => l.definition === 5 && l.status === 1,
      );
      if (!again)
        return {
          seen: `exclude ${set.status}; login refused ${login.status} ${JSON.stringify(login.body).slice(0, 100)}`,
          pass: set.status === 200 && Boolean(cooling),
        };
      return onPhone(
        '/games/classic-dice?real=true',
        async (page) => {
          await sleep(3000);
          const main = await text(page, 'main');
          await page.goto(`${BASE}/?wallet=deposit`);
          await until(
            async () => /cool|break|pause/i.test(await text(page, '[role=dialog]')),
            10_000,
          );
          const wallet = await text(page, '[role=dialog]');
          return {
            seen: `exclude ${set.status}; active cooling-off ${Boolean(cooling)}; game: "${main.slice(0, 120)}"; deposit: "${wallet.slice(0, 100)}"`,
            pass:
              Boolean(cooling) &&
              /cool|break|time-out|pause/i.test(main) &&
              /cool|break|time-out|pause/i.test(wallet) &&
              !/deposit limit/i.test(`${main} ${wallet}`),
          };
        },
        { player: again },
      );
    },
  );
  const payer = await newPlayer('decline');
  await fund(payer, 3000);
  await row(
    '4.24',
    'a player declines a pending withdrawal; the answer is not "failed"',
    async () => {
      const link = await mailedLink(payer.email, '/verify/');
      await api('POST', '/api/player/profile/confirmations/email', undefined, {
        confirmCode: link.split('/verify/')[1],
      });
      const withdrawal = await api('POST', '/api/payment/invoices/withdrawal', payer.accessToken, {
        method: 'sandbox-card',
        currency: 'USD',
        amount: 1000,
        fields: { cardNumber: '4242 4242 4242 4242' },
      });
      return onPhone(
        '/?wallet=withdraw',
        async (page) => {
          const pending = page.locator(testId('pending-withdrawal'));
          await pending.getByRole('button').click();
          const confirm = page
            .locator('[role=dialog]')
            .getByRole('button', { name: /decline|cancel withdrawal|yes|confirm/i });
          if (await confirm.count())
            await confirm
              .last()
              .click()
              .catch(() => {});
          await until(async () => (await toastText(page)) !== '');
          const said = await toastText(page);
          const invoice = await api('GET', `/api/payment/invoices?type=2`, payer.accessToken);
          return {
            seen: `withdrawal ${withdrawal.status}; toast "${said}"; pending left ${await pending.count()}; statuses ${JSON.stringify(invoice.body?.items?.map((i: { status: number }) => i.status))}`,
            pass:
              withdrawal.status === 200 && !/failed/i.test(said) && (await pending.count()) === 0,
          };
        },
        { player: payer },
      );
    },
  );
  await row('4.25', 'accounts added, switched to active and hidden (currency panel)', async () =>
    onPhone(
      '/',
      async (page) => {
        const pill = page.locator(testId('balance-pill'));
        const panel = page.locator(testId('currency-panel'));
        await pill.click();
        await panel.getByRole('button', { name: 'ETH', exact: true }).click();
        const added = await until(async () =>
          (await api('GET', '/api/wallet/accounts', payer.accessToken)).body?.items?.some(
            (a: { currency: string }) => a.currency === 'ETH',
          ),
        );
        if (!(await panel.isVisible())) await pill.click();
        await panel
          .locator('.balance-panel__row')
          .filter({ hasText: 'ETH' })
          .locator('button')
          .first()
          .click();
        const switched = await until(async () =>
          /ETH/.test(await text(page, testId('balance-pill'))),
        );
        if (!(await panel.isVisible())) await pill.click();
        await panel
          .locator('.balance-panel__row')
          .filter({ hasText: 'USD' })
          .locator('button')
          .first()
          .click();
        await until(async () => !/ETH/.test(await text(page, testId('balance-pill'))));
        if (!(await panel.isVisible())) await pill.click();
        await panel.getByRole('button', { name: /hide.*ETH/i }).click();
        const hidden = await until(
          async () =>
            (await panel.locator('.balance-panel__row').filter({ hasText: 'ETH' }).count()) === 0,
        );
        return {
          seen: `added ${added}; switched ${switched}; hidden ${hidden}`,
          pass: added && switched && hidden,
        };
      },
      { player: payer },
    ),
  );
  await row('4.26', 'sessions can be closed (history sessions tab)', async () => {
    const second = await api('POST', '/api/player/sessions', undefined, {
      email: payer.email,
      password: PASSWORD,
    });
    return onPhone(
      '/profile/history/sessions',
      async (page) => {
        await until(async () => (await page.locator(testId('session-row')).count()) > 1);
        const before = await page.locator(testId('session-row')).count();
        // The other device's session, not this one.
        await page
          .locator(testId('session-row'))
          .filter({ hasNotText: 'This device' })
          .getByRole('button')
          .first()
          .click();
        await sleep(1500);
        const after = await page.locator(testId('session-row')).count();
        const other = await api('GET', '/api/player/profile', second.body?.accessToken);
        return {
          seen: `login ${second.status}; rows ${before} -> ${after}; ${await toastText(page)}; the closed session's token -> ${other.status}`,
          pass: after < before && other.status === 401,
        };
      },
      { player: payer },
    );
  });
  await row(
    '4.27',
    'the wallet button is disabled while methods and bonuses load, then the modal opens',
    async () => {
      const { context, page } = await phone({ player: payer });
      try {
        let release = () => {};
        const held = new Promise<void>((resolve) => {
          release = resolve;
        });
        await page.route('**/api/payment/methods/deposit*', async (route) => {
          await held;
          await route.continue();
        });
        await page.goto(`${BASE}/`);
        await hydrated(page);
        await signedIn(page);
        const button = page.getByTestId('deposit-button');
        await button.click();
        const disabled = await until(
          async () => (await button.getAttribute('aria-disabled')) === 'true',
        );
        const label = await button.getAttribute('aria-label');
        const early = await page.locator('[role=dialog]').count();
        release();
        const opened = await hasDialog(page, 8000);
        return {
          seen: `while loading aria-disabled ${disabled} "${label}", dialogs ${early}; then opened ${opened}`,
          pass: disabled && early === 0 && opened,
        };
      } finally {
        await context.close();
      }
    },
  );
}

async function auditMount(player: Player) {
  await row(
    '4.28',
    'affiliate: a guest link stores affiliate_id and token; a player removes them',
    async () => {
      const { context, page } = await phone();
      try {
        await page.goto(`${BASE}/?affiliate_id=aud-tag&token=click-1`);
        await until(
          async () =>
            (await page.evaluate(() => localStorage.getItem('affiliateTag'))) === 'aud-tag',
        );
        const stored = await page.evaluate(() => [
          localStorage.getItem('affiliateTag'),
          localStorage.getItem('affiliateToken'),
        ]);
        await context.addCookies(sessionCookies(player));
        await page.goto(`${BASE}/`);
        await signedIn(page);
        await sleep(500);
        const after = await page.evaluate(() => [
          localStorage.getItem('affiliateTag'),
          localStorage.getItem('affiliateToken'),
        ]);
        return {
          seen: `guest stored ${stored}; player ${after}`,
          pass:
            stored[0] === 'aud-tag' &&
            stored[1] === 'click-1' &&
            after[0] === null &&
            after[1] === null,
        };
      } finally {
        await context.close();
      }
    },
  );
  await row('4.29', 'mount: the user agent is read (a phone is told isMobile)', async () => {
    const { context, page } = await phone();
    try {
      await page.goto(`${BASE}/`);
      const mobile = await page.evaluate(
        async () => (await (await fetch('/api/player/init')).json()).isMobile,
      );
      return { seen: `isMobile ${mobile}`, pass: mobile === true };
    } finally {
      await context.close();
    }
  });
  await row('4.30', 'mount: storage events are listened to', async () => ({
    seen: 'driven in 4.14',
    pass: lastPass('4.14'),
  }));
  await row('4.31', 'mount: the websocket starts (public channel for a guest)', async () => {
    const { context, page } = await phone();
    try {
      const sockets = watchSockets(page);
      await page.goto(`${BASE}/`);
      await until(async () => sockets.channels().length > 0, 10_000);
      return {
        seen: `sockets ${sockets.sockets.length}; channels ${sockets.channels().join(',')}`,
        pass: sockets.channels().length > 0,
      };
    } finally {
      await context.close();
    }
  });
  await row('4.32', 'mount: profile dependencies when a session exists', async () => ({
    seen: 'driven in 2.97',
    pass: lastPass('2.97'),
  }));
  await row(
    '4.33',
    'mount: affiliate logic; a fresh visit (no back entry) without params removes both',
    async () => {
      const { context, page } = await phone();
      try {
        await page.goto(`${BASE}/`);
        await page.evaluate(() => {
          localStorage.setItem('affiliateTag', 'old');
          localStorage.setItem('affiliateToken', 'old');
        });
        // A tab opened on the address itself: nothing to go back to.
        const [fresh] = await Promise.all([
          context.waitForEvent('page'),
          page.evaluate((url) => {
            window.open(url, '_blank', 'noopener');
          }, `${BASE}/games`),
        ]);
        await fresh.waitForLoadState();
        await hydrated(fresh);
        const left = await fresh.evaluate(() => [
          history.length,
          localStorage.getItem('affiliateTag'),
          localStorage.getItem('affiliateToken'),
        ]);
        return {
          seen: `fresh tab (history ${left[0]}): ${left.slice(1)}`,
          pass: left[1] === null && left[2] === null,
        };
      } finally {
        await context.close();
      }
    },
  );
  await row('4.34', 'mount: viewport-height CSS variables set now and on resize', async () => {
    const { context, page } = await phone();
    try {
      await page.goto(`${BASE}/`);
      const read = () =>
        page.evaluate(() => {
          const s = document.documentElement.style;
          return [...Array.from({ length: s.length }, (_, i) => s[i]!)]
            .filter((n) => n.startsWith('--'))
            .map((n) => `${n}=${s.getPropertyValue(n)}`)
            .join(' ');
        });
      const before = await read();
      await page.setViewportSize({ width: 360, height: 640 });
      await until(async () => (await read()) !== before, 5000);
      const after = await read();
      return { seen: `${before} -> ${after}`, pass: before !== '' && before !== after };
    } finally {
      await context.close();
    }
  });
  await row('4.35', 'mount: chat (guest chat when enabled, the chat for a player)', async () =>
    onPhone(
      '/',
      async (page) => {
        const chat = await openChat(page);
        return { seen: `player chat opens ${chat}`, pass: chat };
      },
      { player },
    ),
  );
  await row(
    '4.36',
    'app creation: providers and collections fetched (lobby filters) unless in maintenance',
    async () =>
      onPhone('/games', async (page) => {
        await page.locator(testId('provider-filter')).click();
        await sleep(500);
        const providerList = await text(page, '.provider-filter__panel');
        const providers = /Aurora Originals/.test(providerList) ? 1 : 0;
        const collections = await page
          .locator('a[href*="collectionId="], a[href*="category="]')
          .count();
        const maintenance = MAINTENANCE
          ? await (await fetch(`${MAINTENANCE}/maintenance`)).text()
          : '';
        const inMaintenance = (maintenance.match(/collectionId=/g) ?? []).length;
        return {
          seen: `lobby: provider choices ${providers}, collection links ${collections}; maintenance page collection links ${inMaintenance}${MAINTENANCE ? '' : ' (no maintenance site)'}`,
          pass: providers > 0 && collections > 0 && Boolean(MAINTENANCE) && inMaintenance === 0,
        };
      }),
  );
  await row(
    '4.37',
    'realtime client connects and subscribes (states connected / subscribed)',
    async () => {
      const { context, page } = await phone({ player });
      try {
        const received: string[] = [];
        page.on('websocket', (s) => s.on('framereceived', (f) => received.push(String(f.payload))));
        await page.goto(`${BASE}/`);
        await until(async () => received.some((r) => r.includes('"subscribe"')), 10_000);
        return {
          seen: received.slice(0, 2).join(' ').slice(0, 160),
          pass:
            received.some((r) => r.includes('"connect"')) &&
            received.some((r) => r.includes('"subscribe"')),
        };
      } finally {
        await context.close();
      }
    },
  );
  await row('4.38', 'reconnects after going offline and back online', async () => {
    const { context, page } = await phone({ player });
    try {
      const sockets = watchSockets(page);
      await page.goto(`${BASE}/`);
      await until(async () => sockets.sockets.length > 0, 10_000);
      await context.setOffline(true);
      await sleep(1500);
      await context.setOffline(false);
      const again = await until(async () => sockets.sockets.length > 1, 20_000);
      return { seen: `sockets opened ${sockets.sockets.length}`, pass: again };
    } finally {
      await context.close();
    }
  });
  await row('4.39', 'server closes a bad token with 3500 (no reconnect range)', async () => {
    const { context, page } = await phone();
    try {
      await page.goto(`${BASE}/`);
      const code = await page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            const ws = new WebSocket(
              `${location.origin.replace('http', 'ws')}/api/connection/websocket`,
            );
            ws.onopen = () => ws.send(JSON.stringify({ id: 1, connect: { token: 'not-a-token' } }));
            ws.onclose = (e) => resolve(e.code);
            ws.onmessage = (m) => {
              if (String(m.data).includes('error')) {
                /* keep waiting for close */
              }
            };
            setTimeout(() => resolve(-1), 5000);
          }),
      );
      return { seen: `close code ${code}`, pass: code >= 3500 && code <= 3999 };
    } finally {
      await context.close();
    }
  });
  await row('4.40', "subscribing to another player's channel is refused (103)", async () => {
    const { context, page } = await phone({ player });
    try {
      await page.goto(`${BASE}/`);
      const reply = await page.evaluate(async () => {
        const token = (await (
          await fetch('/api/connection/token', { headers: { 'x-requested-with': 'casino' } }).catch(
            () => null,
          )
        )
          ?.json()
          .catch(() => null)) as { token?: string } | null;
        return new Promise<string>((resolve) => {
          const ws = new WebSocket(
            `${location.origin.replace('http', 'ws')}/api/connection/websocket`,
          );
          ws.onopen = () =>
            ws.send(
              `${JSON.stringify({ id: 1, connect: token?.token ? { token: token.token } : {} })}\n${JSON.stringify({ id: 2, subscribe: { channel: 'wallet:accounts#00000000-0000-4000-8000-000000000000' } })}`,
            );
          ws.onmessage = (m) => {
            if (String(m.data).includes('"id":2')) resolve(String(m.data));
          };
          setTimeout(() => resolve('no reply'), 5000);
        });
      });
      return { seen: reply.slice(0, 160), pass: /"code":103/.test(reply) };
    } finally {
      await context.close();
    }
  });
  await row('4.41', 'by design: no silent identity-provider iframe in the page', async () =>
    onPhone(
      '/',
      async (page) => {
        const frames = page
          .frames()
          .map((f) => f.url())
          .filter((u) => u.includes('idp'));
        return { seen: `idp frames ${frames.length}`, pass: frames.length === 0 };
      },
      { player },
    ),
  );
  await row('4.42', 'by design: no iframe to answer login_required (as 4.41)', async () => ({
    seen: 'see 4.41',
    pass: lastPass('4.41'),
  }));
  await row(
    '4.43',
    "identity-provider logout: the provider's end-session, then the localized home (from German)",
    async () =>
      onPhone('/de?sign-up', async (page) => {
        await hasDialog(page);
        const dialog = page.locator('[role=dialog]');
        await dialog
          .getByLabel(/land/i)
          .selectOption('DE')
          .catch(() => {});
        await dialog.locator('input[type=checkbox]').first().check();
        await dialog.getByRole('button', { name: /Aurora ID/ }).click();
        await atProvider(page, `audit-social-out-${Date.now()}@example.com`);
        await signedIn(page);
        const visited: string[] = [];
        page.on('framenavigated', (f) => {
          if (f === page.mainFrame()) visited.push(new URL(f.url()).pathname);
        });
        await logoutByMenu(page);
        await until(
          async () =>
            new URL(page.url()).pathname === '/de' && visited.some((v) => v.includes('idp')),
          15_000,
        );
        return {
          seen: `went through ${visited.join(' -> ')}`,
          pass:
            visited.some((v) => /idp.*(session|logout)|end/.test(v)) &&
            new URL(page.url()).pathname === '/de',
        };
      }),
  );
}
