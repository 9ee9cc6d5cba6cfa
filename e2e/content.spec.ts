import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demoAdminApiKey } from './support/backoffice.ts';
import {
  DESKTOP,
  hasChromium,
  PHONE,
  type RunningSite,
  useSiteAndBrowser,
} from './support/site.ts';

const PREVIEW_TOKEN = 'e2e-preview-token-0123456789';

describe.skipIf(!hasChromium)('content pages in a browser', () => {
  let site: RunningSite;
  let browser: Browser;
  /** A back-office API key with the content scope (the sandbox demo admin exists). */
  let contentKey: Promise<string>;

  useSiteAndBrowser({ CONTENT_PREVIEW_TOKEN: PREVIEW_TOKEN }, (started) => {
    ({ site, browser } = started);
    contentKey = demoAdminApiKey(site.url, ['content']);
  });

  async function openPage(viewport = DESKTOP): Promise<Page> {
    const context = await browser.newContext({ viewport });
    await context.addCookies([{ name: 'cookie-consent', value: '1', url: site.url }]);
    return context.newPage();
  }
  /** The page is hydrated once the preloader script has run and React answers clicks. */
  const ready = (page: Page) =>
    page.waitForFunction(() =>
      document.getElementById('preloader')?.classList.contains('is-hidden'),
    );

  it('/de/static/terms shows the German terms from the content store', async () => {
    const page = await openPage(PHONE);
    const response = await page.goto(`${site.url}/de/static/terms`);
    expect(response?.status()).toBe(200);
    expect(await page.getAttribute('html', 'lang')).toBe('de');
    expect(await page.locator('h1').first().textContent()).toBe('Allgemeine Geschäftsbedingungen');
    expect(await page.getByTestId('content-page').textContent()).toContain('Ihr Konto');
    expect(await page.title()).toBe('Allgemeine Geschäftsbedingungen | Aurora Casino');
    expect(await page.getAttribute('meta[property="og:title"]', 'content')).toBe(
      'Allgemeine Geschäftsbedingungen',
    );
    expect(await page.getAttribute('link[rel="canonical"]', 'href')).toBe(
      `${site.url}/de/static/terms`,
    );
    expect(await page.getAttribute('link[hreflang="pt-br"]', 'href')).toBe(
      `${site.url}/pt-br/static/terms`,
    );
    // links inside the Markdown keep the language
    expect(await page.locator('.prose__body a[href="/de/static/contact"]').count()).toBeGreaterThan(
      0,
    );
    await page.context().close();
  });

  it('/pt-br/questions → a question → back to the list, in-app', async () => {
    const page = await openPage(PHONE);
    await page.goto(`${site.url}/pt-br/questions`);
    await ready(page);
    expect(await page.locator('h1').first().textContent()).toBe('Ajuda e perguntas frequentes');
    await page.evaluate(() => {
      (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
    });
    await page.getByRole('link', { name: /Quanto tempo leva um saque\?/ }).click();
    await page.waitForURL(`${site.url}/pt-br/questions/withdrawal-time`);
    await expect
      .poll(() => page.locator('h1').first().textContent())
      .toBe('Quanto tempo leva um saque?');
    expect(await page.getByTestId('content-page').textContent()).toContain('1 a 3 dias úteis');

    await page.getByTestId('questions-back').click();
    await page.waitForURL(`${site.url}/pt-br/questions`);
    await expect
      .poll(() => page.locator('h1').first().textContent())
      .toBe('Ajuda e perguntas frequentes');
    // no full page load happened on the way
    expect(
      await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument),
    ).toBe(true);
    await page.context().close();
  });

  it('switching language on a content page keeps the page', async () => {
    const page = await openPage();
    await page.goto(`${site.url}/static/privacy`);
    await ready(page);
    expect(await page.locator('h1').first().textContent()).toBe('Privacy policy');
    await page.getByTestId('language-switcher').click();
    await page.getByRole('link', { name: 'Español' }).click();
    await page.waitForURL(`${site.url}/es/static/privacy`);
    await expect
      .poll(() => page.locator('h1').first().textContent())
      .toBe('Política de privacidad');
    expect(await page.getAttribute('html', 'lang')).toBe('es');
    await page.context().close();
  });

  it('gives unknown page identities the 404 page', async () => {
    const page = await openPage(PHONE);
    for (const path of ['/static/no-such-page', '/de/questions/no-such-question', '/bonus/nope']) {
      const response = await page.goto(`${site.url}${path}`);
      expect(response?.status()).toBe(404);
      expect(await page.getByTestId('error-detail').textContent()).toContain(path);
    }
    await page.context().close();
  });

  it('applies redirect rules from the content store before rendering', async () => {
    const faq = await fetch(`${site.url}/faq`, { redirect: 'manual' });
    expect(faq.status).toBe(301);
    expect(faq.headers.get('location')).toBe('/questions');
    const help = await fetch(`${site.url}/de/help`, { redirect: 'manual' });
    expect(help.headers.get('location')).toBe('/de/questions');

    const rule = await fetch(`${site.url}/api/admin/content/entries/redirects/spring-promo/en`, {
      method: 'PUT',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${await contentKey}`,
      },
      body: JSON.stringify({
        data: { from: '/spring', to: '/bonus/weekend-reload', status: 302 },
        publish: true,
      }),
    });
    expect(rule.status).toBe(200);
    const page = await openPage(PHONE);
    const response = await page.goto(`${site.url}/es/spring`);
    expect(response?.url()).toBe(`${site.url}/es/bonus/weekend-reload`);
    expect(await page.locator('h1').first().textContent()).toContain('Recarga de fin de semana');
    await page.context().close();
  });

  it('sends the contact form and shows the answer', async () => {
    const page = await openPage(PHONE);
    await page.goto(`${site.url}/static/contact`);
    await ready(page);
    const form = page.getByTestId('contact-form');
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect
      .poll(() => form.getByRole('alert').first().textContent())
      .toBe('First name: Value is required');
    await form.getByLabel('Your name').fill('Marta');
    await form.getByLabel('Email').fill('marta@example.com');
    await form.getByLabel('Topic').selectOption('payments');
    await form.getByLabel('Your message').fill('Where is my withdrawal?');
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect
      .poll(() => page.getByRole('status').first().textContent())
      .toContain('Thank you, Marta!');
    await page.context().close();
  });

  it('shows a draft only with the preview token, which the browser keeps for the session', async () => {
    const draft = await fetch(`${site.url}/api/admin/content/entries/pages.static/about/de`, {
      method: 'PUT',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${await contentKey}`,
      },
      body: JSON.stringify({ data: { title: 'Über uns (Entwurf)', body: 'Neuer Text' } }),
    });
    expect(draft.status).toBe(200);
    const page = await openPage(PHONE);
    await page.goto(`${site.url}/de/static/about`);
    expect(await page.locator('h1').first().textContent()).toBe('Über Aurora Casino');
    await page.goto(`${site.url}/de/static/about?preview=${PREVIEW_TOKEN}`);
    expect(await page.locator('h1').first().textContent()).toBe('Über uns (Entwurf)');
    await page.goto(`${site.url}/de/static/about`);
    expect(await page.locator('h1').first().textContent()).toBe('Über uns (Entwurf)');
    expect(await page.locator('.preview-notice').count()).toBe(1);
    await page.goto(`${site.url}/de/static/about?preview=`);
    expect(await page.locator('h1').first().textContent()).toBe('Über Aurora Casino');
    await page.context().close();
  });

  it('lists content pages per locale in the sitemap', async () => {
    const xml = await (await fetch(`${site.url}/sitemap.xml`)).text();
    for (const loc of [
      '/static/terms',
      '/de/static/terms',
      '/pt-br/questions/withdrawal-time',
      '/es/bonus/weekly-cashback',
    ]) {
      expect(xml).toContain(`<loc>${site.url}${loc}</loc>`);
    }
  });
});
