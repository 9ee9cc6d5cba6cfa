/** Spec section 2, routes and layouts (2.1-2.43), for scripts/audit/site-pages.ts. */
import { SITE_LOCALES } from '@casino/contracts/locale';
import {
  api,
  autologinState,
  BASE,
  fund,
  h1,
  hasDialog,
  httpStatus,
  lastPass,
  MAINTENANCE,
  mailedLink,
  newPlayer,
  onPhone,
  pageAt,
  row,
  sleep,
  testId,
  text,
  toastText,
  until,
  visible,
} from './site-browser.ts';

/** A route that answers 200 with a heading in English and in German (different words). */
async function routeRow(
  id: string,
  path: string,
  extra: (en: Awaited<ReturnType<typeof pageAt>>) => boolean = () => true,
) {
  await row(id, `${path} 200 with its heading, in en and de`, async () => {
    const en = await pageAt(path);
    const de = await pageAt(`/de${path === '/' ? '' : path}`);
    return {
      seen: `en ${en.status} "${en.h1}"; de ${de.status} "${de.h1}" lang ${de.lang}`,
      pass:
        en.status === 200 && de.status === 200 && Boolean(en.h1) && de.lang === 'de' && extra(en),
    };
  });
}

export async function auditRoutes() {
  const player = await newPlayer('routes');
  await fund(player, 5000);

  await routeRow('2.1', '/');
  await row('2.2', '/main is not shown: it leads to /', async () => {
    const page = await pageAt('/main');
    return { seen: `${await httpStatus('/main')}; browser at ${page.url}`, pass: page.url === '/' };
  });
  await routeRow('2.3', '/games');
  await row(
    '2.4',
    '/games/{id} demo frame; ?real=true asks a guest to sign in, a player gets real play; unknown id 404',
    async () => {
      const demo = await onPhone('/games/pharaohs-fortune', async (page) =>
        visible(page, testId('game-frame'), 10_000),
      );
      const guestReal = await onPhone('/games/pharaohs-fortune?real=true', async (page) =>
        visible(page, testId('play-real-signin')),
      );
      const real = await onPhone(
        '/games/pharaohs-fortune?real=true',
        async (page) => visible(page, testId('game-frame'), 10_000),
        { player },
      );
      const unknown = await pageAt('/games/no-such-game');
      return {
        seen: `demo frame ${demo}; guest real -> sign-in ${guestReal}; player real frame ${real}; unknown ${unknown.status} "${unknown.body.slice(0, 60)}" title "${unknown.title}"`,
        pass:
          demo &&
          guestReal &&
          real &&
          unknown.status === 404 &&
          `${unknown.title} ${unknown.body}`.includes('Page Not Found: /games/no-such-game'),
      };
    },
  );
  await routeRow('2.5', '/providers');
  await row(
    '2.6',
    '/favorites is client-only: the server sends a skeleton, the browser the list',
    async () => {
      const html = await (await fetch(`${BASE}/favorites`)).text();
      const shown = await onPhone('/favorites', async (page) => h1(page), { player });
      return { seen: `server 200 ${html.length} bytes; browser "${shown}"`, pass: Boolean(shown) };
    },
  );
  await row('2.7', '/recently-played is client-only', async () => {
    const shown = await onPhone('/recently-played', async (page) => h1(page), { player });
    return { seen: `browser "${shown}"`, pass: Boolean(shown) };
  });
  await row(
    '2.8',
    '/welcome-package content page; a signed-in player is offered a deposit, not "Sign up"',
    async () => {
      const guest = await pageAt('/welcome-package');
      const cta = await onPhone(
        '/welcome-package',
        async (page) => text(page, 'main a.btn, main button'),
        { player },
      );
      return {
        seen: `guest ${guest.status} "${guest.h1}"; player's button "${cta}"`,
        pass: guest.status === 200 && !/sign up/i.test(cta) && Boolean(cta),
      };
    },
  );
  await row('2.9', '/bonus/{pageIdentity}: known 200, unknown 404', async () => {
    const known = await pageAt('/bonus/weekend-reload');
    const unknown = await pageAt('/bonus/nope');
    return {
      seen: `weekend-reload ${known.status} "${known.h1}"; nope ${unknown.status}`,
      pass: known.status === 200 && unknown.status === 404,
    };
  });
  await row(
    '2.10',
    '/sbt-token: a real empty state with a way on (by design: the spec defines no token data)',
    async () =>
      onPhone(
        '/sbt-token',
        async (page) => {
          await sleep(1500);
          const skeleton = await page.locator('.skeleton:visible').count();
          const link = await page.locator('main a[href*="/games"]').count();
          return {
            seen: `"${await h1(page)}"; ${await text(page, 'main')}; skeletons ${skeleton}; games link ${link}`,
            pass: skeleton === 0 && link > 0,
          };
        },
        { player },
      ),
  );
  await row('2.11', '/static/{pageIdentity}: terms 200 with content, unknown 404', async () => {
    const known = await pageAt('/static/terms');
    const unknown = await pageAt('/static/nope');
    return {
      seen: `terms ${known.status} "${known.h1}"; nope ${unknown.status}`,
      pass: known.status === 200 && Boolean(known.h1) && unknown.status === 404,
    };
  });
  await routeRow('2.12', '/questions');
  await row(
    '2.13',
    '/questions/{id}; list <-> question does not re-run the page change (focus stays), other pages do',
    async () =>
      onPhone('/questions', async (page) => {
        const focus = () =>
          page.evaluate(() => document.activeElement?.id ?? document.activeElement?.tagName ?? '');
        await page.locator('main a[href^="/questions/"]').first().click();
        await page.waitForURL(/\/questions\/.+/);
        await sleep(500);
        const inQuestions = await focus();
        const unknown = await pageAt('/questions/nope');
        await page.locator(testId('menu-button')).click();
        await page.locator('.drawer').getByRole('link', { name: 'Providers' }).click();
        await page.waitForURL(/\/providers/);
        await sleep(500);
        const elsewhere = await focus();
        return {
          seen: `focus after list->question "${inQuestions}"; after -> /providers "${elsewhere}"; unknown question ${unknown.status}`,
          pass: inQuestions !== 'content' && elsewhere === 'content' && unknown.status === 404,
        };
      }),
  );
  await row('2.14', '/profile (client-only) opens the profile for a player', async () => {
    const url = await onPhone(
      '/profile',
      async (page) => {
        await sleep(1000);
        return `${page.url().replace(BASE, '')} "${await h1(page)}"`;
      },
      { player },
    );
    return {
      seen: `${await httpStatus('/profile')}; player at ${url}`,
      pass: url.startsWith('/profile'),
    };
  });
  const profileRow = (id: string, path: string, selector: string) =>
    row(id, `${path} shows ${selector}`, async () =>
      onPhone(
        path,
        async (page) => {
          const shown = await until(async () => (await page.locator(selector).count()) > 0, 10_000);
          return { seen: `"${await h1(page)}" ${selector} ${shown}`, pass: shown };
        },
        { player },
      ),
    );
  await profileRow('2.15', '/profile/bonuses', 'main h2, main h1');
  await row('2.16', '/profile/history: the parent tab lists the newest payments', async () =>
    onPhone(
      '/profile/history',
      async (page) => {
        const listed = await until(async () => /\$50\.00|50\.00/.test(await text(page, 'main')));
        return { seen: (await text(page, 'main')).slice(0, 160), pass: listed };
      },
      { player },
    ),
  );
  await profileRow('2.17', '/profile/info', 'main form');
  await profileRow('2.18', '/profile/limits', testId('add-limit'));
  await row('2.19', '/profile/payments lists the deposit', async () =>
    onPhone(
      '/profile/payments',
      async (page) => {
        const listed = await until(async () => /50\.00/.test(await text(page, 'main')));
        return { seen: (await text(page, 'main')).slice(0, 160), pass: listed };
      },
      { player },
    ),
  );
  await profileRow('2.20', '/profile/verification', testId('document-file'));
  await row('2.21', '/profile/wallet shows the accounts with their balance', async () =>
    onPhone(
      '/profile/wallet',
      async (page) => {
        const listed = await until(async () => /50\.00/.test(await text(page, 'main')));
        return { seen: (await text(page, 'main')).slice(0, 160), pass: listed };
      },
      { player },
    ),
  );
  await row('2.22', '/betting loads the sportsbook SDK (window.BetSdk) for a player', async () =>
    onPhone(
      '/betting',
      async (page) => {
        const loaded = await until(() => page.evaluate(() => 'BetSdk' in window), 15_000);
        return { seen: `BetSdk ${loaded}; "${await h1(page)}"`, pass: loaded };
      },
      { player },
    ),
  );
  await row('2.23', '/maintenance: its own layout in maintenance, -> / outside', async () => {
    const outside = await httpStatus('/maintenance');
    if (!MAINTENANCE) return { seen: `outside ${outside}; no maintenance site given`, pass: false };
    const inside = await pageAt('/maintenance', { base: MAINTENANCE });
    return {
      seen: `outside ${outside}; inside ${inside.status} "${inside.h1}"`,
      pass: outside === '302 -> /' && inside.status === 200,
    };
  });
  await row(
    '2.24',
    '/auth/callback needs code and state: without 404, a wrong pair says sign-in did not complete',
    async () => {
      const none = await pageAt('/auth/callback');
      const wrong = await onPhone(
        '/auth/callback?code=abc&state=xyz',
        async (page) => {
          await until(async () => /did not complete/i.test(await text(page, 'body')), 10_000);
          return text(page, 'main, body');
        },
        { noHydration: true },
      );
      return {
        seen: `no params ${none.status}; wrong pair: ${wrong.slice(0, 100)}`,
        pass: none.status === 404 && /did not complete/i.test(wrong),
      };
    },
  );
  await row(
    '2.25',
    '/auth/autologin needs state: without 404; a CLI link signs the player in',
    async () => {
      const none = await pageAt('/auth/autologin');
      const target = await newPlayer('autologin');
      const state = await autologinState(target.email);
      const signed = await onPhone(
        `/auth/autologin?state=${state}`,
        async (page) => visible(page, testId('balance-pill'), 15_000),
        { noHydration: true },
      );
      return {
        seen: `no state ${none.status}; with the CLI's state: balance shown ${signed}`,
        pass: none.status === 404 && signed,
      };
    },
  );
  await row(
    '2.26',
    'verify page (confirmCode), no prefix: the mailed link confirms; /de/verify 404',
    async () => {
      const target = await newPlayer('verify');
      const link = await mailedLink(target.email, '/verify/');
      const seen = await onPhone(
        new URL(link).pathname,
        async (page) => {
          await until(
            async () =>
              (await api('GET', '/api/player/profile', target.accessToken)).body?.emailConfirmed ===
                true || /confirmed/i.test(await text(page, 'main')),
            10_000,
          );
          return text(page, 'main');
        },
        { noHydration: true },
      );
      const de = await pageAt('/de/verify/abc');
      return {
        seen: `${seen.slice(0, 100)}; /de/verify/abc ${de.status}`,
        pass: /confirmed/i.test(seen) && de.status === 404,
      };
    },
  );
  await row(
    '2.27',
    'password reset page (resetCode): the mailed link sets a new password',
    async () => {
      const target = await newPlayer('reset');
      // Asked for through the forgot-pass modal, as a player would.
      await onPhone('/?forgot-pass', async (page) => {
        await hasDialog(page);
        await page.locator('[role=dialog]').getByLabel('Email', { exact: true }).fill(target.email);
        await page
          .locator('[role=dialog]')
          .getByRole('button')
          .filter({ hasText: /send|reset/i })
          .first()
          .click();
        await sleep(1000);
      });
      const link = await mailedLink(target.email, 'reset');
      const fresh = 'Audit-new-pass-2';
      const seen = await onPhone(
        `${new URL(link).pathname}${new URL(link).search}`,
        async (page) => {
          await page
            .getByLabel(/new password/i)
            .first()
            .fill(fresh);
          await page
            .getByLabel(/repeat|confirm/i)
            .first()
            .fill(fresh);
          await page
            .getByRole('button', { name: /save|reset|set/i })
            .first()
            .click();
          await sleep(1500);
          return `${page.url().replace(BASE, '')} ${await toastText(page)} ${await text(page, 'main')}`;
        },
        { noHydration: true },
      );
      const login = await api('POST', '/api/player/sessions', undefined, {
        email: target.email,
        password: fresh,
      });
      return {
        seen: `${link.replace(BASE, '').slice(0, 50)}: ${seen.slice(0, 100)}; login with the new password ${login.status}`,
        pass: login.status === 200 || login.status === 201,
      };
    },
  );
  await row('2.28', '/:slug catch-all: 404 "Page Not Found: {path}" in en and de', async () => {
    const en = await pageAt('/some-unknown');
    const de = await pageAt('/de/some-unknown');
    return {
      seen: `en ${en.status} "${en.body.slice(0, 80)}"; de ${de.status} "${de.body.slice(0, 80)}"`,
      pass:
        en.status === 404 &&
        de.status === 404 &&
        en.body.includes('/some-unknown') &&
        de.body.includes('/de/some-unknown'),
    };
  });
  await row(
    '2.29',
    'every route with a locale prefix: each site language but English, pages in their language',
    async () => {
      const seen: string[] = [];
      let pass = true;
      // Every site language (packages/contracts/src/locale.ts), and a few more pages.
      const prefixed = SITE_LOCALES.filter(({ code }) => code !== 'en').map(
        ({ code, intl }) => [`/${code}/games`, intl] as const,
      );
      for (const [path, lang] of [
        ...prefixed,
        ['/es/questions', 'es'],
        ['/de/providers', 'de'],
        ['/de/static/terms', 'de'],
      ] as const) {
        const page = await pageAt(path);
        seen.push(`${path} ${page.status} ${page.lang} "${page.h1}"`);
        pass &&= page.status === 200 && page.lang.toLowerCase() === lang.toLowerCase();
      }
      return { seen: seen.join('; '), pass };
    },
  );

  // 2b. Layouts, history tabs, limits screen
  await row('2.30', 'default layout: header, drawer, footer and bottom bar on /games', async () =>
    onPhone('/games', async (page) => {
      const parts = await page.evaluate(() =>
        ['header', '.drawer', 'footer', '.bottom-nav']
          .map((s) => `${s}:${document.querySelector(s) ? 1 : 0}`)
          .join(' '),
      );
      return { seen: parts, pass: !parts.includes(':0') };
    }),
  );
  await row('2.31', 'locked layout on the auth pages: no drawer or bottom bar', async () =>
    onPhone(
      '/verify/abc',
      async (page) => {
        await sleep(1000);
        const parts = await page.evaluate(() =>
          ['.drawer', '.bottom-nav']
            .map((s) => `${s}:${document.querySelector(s) ? 1 : 0}`)
            .join(' '),
        );
        return {
          seen: `${parts}; "${await text(page, 'main, body')}"`.slice(0, 160),
          pass: parts === '.drawer:0 .bottom-nav:0',
        };
      },
      { noHydration: true },
    ),
  );
  await row('2.32', 'maintenance layout: no drawer, no game navigation', async () => {
    if (!MAINTENANCE) return { seen: 'no maintenance site given', pass: false };
    return onPhone(
      '/maintenance',
      async (page) => {
        const parts = await page.evaluate(() =>
          ['.drawer', '.bottom-nav']
            .map((s) => `${s}:${document.querySelector(s) ? 1 : 0}`)
            .join(' '),
        );
        return { seen: `${parts}; "${await h1(page)}"`, pass: parts === '.drawer:0 .bottom-nav:0' };
      },
      { base: MAINTENANCE, noHydration: true },
    );
  });
  const tabs: [string, string, RegExp][] = [
    ['2.33', 'bets', /./],
    ['2.34', 'bonuses', /./],
    ['2.35', 'sessions', /./],
    ['2.36', 'spins', /./],
    ['2.37', 'transactions', /50\.00/],
  ];
  for (const [id, tab, content] of tabs)
    await row(id, `history tab ${tab}: /profile/history/${tab} shows its list`, async () =>
      onPhone(
        `/profile/history/${tab}`,
        async (page) => {
          await sleep(1200);
          const main = await text(page, 'main');
          const rows = await page
            .locator('main table tr, main li, main [data-testid$="-row"]')
            .count();
          const tabSelected = await page
            .locator('[aria-current="page"], [aria-selected="true"]')
            .allTextContents();
          return {
            seen: `selected ${tabSelected.join(',')}; rows ${rows}; ${main.slice(0, 120)}`,
            pass: content.test(main) && !/not found/i.test(main),
          };
        },
        { player },
      ),
    );
  await row('2.38', 'parent history tab: the newest payments and bets together', async () =>
    onPhone(
      '/profile/history',
      async (page) => {
        const listed = await until(async () => /50\.00/.test(await text(page, 'main')));
        return { seen: `${await text(page, 'main h2')} ${listed}`, pass: listed };
      },
      { player },
    ),
  );
  await auditLimitsScreen();
}

/** 2.39-2.43: the limits screen and its modals, with a bet refused in a real round for 2.42. */
async function auditLimitsScreen() {
  const player = await newPlayer('limits');
  await fund(player, 5000);
  await row(
    '2.39',
    'limits advanced-mode toggle adds bet and loss limits to the kinds offered',
    async () =>
      onPhone(
        '/profile/limits',
        async (page) => {
          const kinds = async () => {
            await page.locator(testId('add-limit')).first().click();
            const form = page.locator(testId('limit-form'));
            await form.waitFor();
            const words = (await form.textContent()) ?? '';
            await page.keyboard.press('Escape');
            await sleep(500);
            return `bet ${/bet/i.test(words)} loss ${/loss/i.test(words)}`;
          };
          const before = await kinds();
          await page.getByRole('switch').first().click();
          await sleep(400);
          const after = await kinds();
          return {
            seen: `plain: ${before}; advanced: ${after}`,
            pass: before === 'bet false loss false' && after === 'bet true loss true',
          };
        },
        { player },
      ),
  );
  await row('2.40', 'add limit modal: a deposit limit is added', async () =>
    onPhone(
      '/profile/limits',
      async (page) => {
        await page.locator(testId('add-limit')).first().click();
        const form = page.locator(testId('limit-form'));
        await form.waitFor();
        await form.getByLabel(/amount/i).fill('300');
        await form
          .getByRole('button', { name: /save|set|add/i })
          .first()
          .click();
        const shown = await visible(page, testId('limit-row'));
        return {
          seen: `limit row ${shown}: ${await text(page, testId('limit-row'))}`,
          pass: shown,
        };
      },
      { player },
    ),
  );
  await row('2.41', 'edit limit modal, then 2.43 confirm limit update', async () =>
    onPhone(
      '/profile/limits',
      async (page) => {
        await page
          .locator(testId('limit-row'))
          .first()
          .getByRole('button', { name: /edit/i })
          .click();
        const form = page.locator(testId('limit-form'));
        await form.waitFor();
        await form.getByLabel(/amount/i).fill('800');
        await form
          .getByRole('button', { name: /save|set|update/i })
          .first()
          .click();
        const confirm = await visible(page, testId('confirm-update'));
        if (confirm) await page.locator(testId('confirm-update')).click();
        await sleep(1000);
        const list = await api('GET', '/api/player/limits', player.accessToken);
        return {
          seen: `confirm step ${confirm}; limits ${JSON.stringify(list.body?.items?.map((l: { amount: number; status: number }) => [l.amount, l.status]))}`,
          pass: confirm,
        };
      },
      { player },
    ),
  );
  await row('2.43', 'confirm limit update step shown before a raised limit is kept', async () => ({
    seen: 'driven in 2.41 (confirm-update shown and pressed)',
    pass: lastPass('2.41'),
  }));
  await row(
    '2.42',
    'game limit reached modal: a real round over the bet limit opens it',
    async () => {
      await api('POST', '/api/player/limits', player.accessToken, {
        action: 'set',
        definition: 1,
        period: 'daily',
        currency: 'USD',
        amount: 1,
      });
      return onPhone(
        '/games/fruit-fiesta?real=true',
        async (page) => {
          const game = page.frameLocator(testId('game-frame'));
          await game.getByTestId('play').click({ timeout: 20_000 });
          const shown = await visible(page, testId('game-limit-reached'), 15_000);
          return {
            seen: `limits ${JSON.stringify((await api('GET', '/api/player/limits', player.accessToken)).body?.items?.map((l: { definition: number }) => l.definition))}; modal ${shown}: ${await text(page, testId('game-limit-reached'))}`,
            pass: shown,
          };
        },
        { player },
      );
    },
  );
}
