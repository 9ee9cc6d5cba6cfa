import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAdminApiKey } from './support/backoffice.ts';
import { registerPlayer } from './support/players.ts';
import { type RunningSite, startSite } from './support/site.ts';

const OPERATOR_KEY = 'e2e-operator-key-0123456789';

/** The shared cache of guest pages (docs/decisions/022), as a visitor's HTTP client sees it. */
describe('guest page cache', () => {
  let site: RunningSite;
  beforeAll(async () => {
    site = await startSite({
      OPERATOR_API_KEY: OPERATOR_KEY,
      GEO_COUNTRY_HEADER: 'cf-ipcountry',
      GUEST_PAGE_CACHE_SECONDS: 30,
    });
  });
  afterAll(() => site.close());

  async function open(path: string, headers: Record<string, string> = {}) {
    const response = await fetch(`${site.url}${path}`, { headers });
    const body = await response.text();
    const policy = response.headers.get('content-security-policy') ?? '';
    const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
    return {
      status: response.status,
      cache: response.headers.get('x-guest-cache'),
      body,
      nonce,
      /** Every nonce the page's scripts carry. */
      scriptNonces: new Set([...body.matchAll(/nonce="([^"]+)"/g)].map((m) => m[1])),
      /** The page without its nonces: what two visitors must see alike. */
      text: body.replaceAll(/nonce="[^"]+"/g, 'nonce=""'),
    };
  }

  it('serves a guest the same page again, each reply with its own fresh nonce matching its policy', async () => {
    const first = await open('/games?test=same');
    const second = await open('/games?test=same');
    const third = await open('/games?test=same');
    expect(first.status).toBe(200);
    expect(first.cache).toBe('miss');
    expect([second.cache, third.cache]).toEqual(['hit', 'hit']);
    expect(second.text).toBe(first.text);
    expect(third.text).toBe(first.text);
    const nonces = [first, second, third].map((reply) => reply.nonce);
    expect(new Set(nonces).size).toBe(3);
    for (const reply of [first, second, third]) {
      expect(reply.nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect([...reply.scriptNonces]).toEqual([reply.nonce]);
    }
  });

  it('never gives a signed-in player a kept page, nor a guest a player’s page', async () => {
    const player = await registerPlayer(site.url, 'cache');
    const cookie = `access_token=${player.accessToken}; session=${Math.floor(Date.now() / 1000) + 900}`;
    await open('/games?test=player');
    const guest = await open('/games?test=player');
    expect(guest.cache).toBe('hit');

    const signedIn = await open('/games?test=player', { cookie });
    expect(signedIn.cache).toBeNull();
    expect(signedIn.body).toContain(player.email);
    expect(signedIn.nonce && [...signedIn.scriptNonces]).toEqual([signedIn.nonce]);
    const again = await open('/games?test=player', { cookie });
    expect(again.cache).toBeNull();
    expect(again.body).toContain(player.email);

    const guestAfter = await open('/games?test=player');
    expect(guestAfter.cache).toBe('hit');
    expect(guestAfter.body).not.toContain(player.email);
    // A bearer (an API client asking for a page) is personal too.
    expect(
      (await open('/games?test=player', { authorization: `Bearer ${player.accessToken}` })).cache,
    ).toBeNull();
  });

  it('shows a content publish on the next request', async () => {
    await open('/?test=content');
    expect((await open('/?test=content')).cache).toBe('hit');
    const licence = `Published ${Date.now()}: play responsibly.`;
    const saved = await fetch(`${site.url}/api/admin/content/entries/layout/footer/en`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', 'x-operator-key': OPERATOR_KEY },
      body: JSON.stringify({ data: { licence, links: [] }, publish: true }),
    });
    expect(saved.status).toBe(200);
    const after = await open('/?test=content');
    expect(after.cache).toBe('miss');
    expect(after.body).toContain(licence);
  });

  it('shows a catalog change on the next request', async () => {
    const before = await open('/games?test=catalog');
    expect(before.body).toContain('Pharaoh');
    expect((await open('/games?test=catalog')).cache).toBe('hit');
    // An operator switches the game off in the back office (a catalog change, as a sync's).
    const adminKey = await demoAdminApiKey(site.url, ['admin']);
    const operator = { authorization: `Bearer ${adminKey}`, 'content-type': 'application/json' };
    const found = await fetch(`${site.url}/api/backoffice/games?search=pharaohs-fortune`, {
      headers: operator,
    });
    const [game] = ((await found.json()) as { items: { id: string }[] }).items;
    const switched = await fetch(`${site.url}/api/backoffice/games/${game!.id}`, {
      method: 'PUT',
      headers: operator,
      body: JSON.stringify({ isEnabled: false }),
    });
    expect(switched.status, await switched.clone().text()).toBe(200);
    const after = await open('/games?test=catalog');
    expect(after.cache).toBe('miss');
    expect(after.body).not.toContain('Pharaoh');
  });

  it('keeps languages, countries, devices and preference cookies apart', async () => {
    const en = await open('/games?test=vary');
    const de = await open('/de/games?test=vary');
    expect(en.body).toContain('<html lang="en"');
    expect(de.body).toContain('<html lang="de"');

    const nz = await open('/games?test=vary', { 'cf-ipcountry': 'NZ' });
    expect(nz.cache).toBe('miss');
    expect(nz.body).toContain('\\"NZ\\"');
    const br = await open('/games?test=vary', { 'cf-ipcountry': 'BR' });
    expect(br.cache).toBe('miss');
    expect(br.body).toContain('\\"BR\\"');
    expect(br.body).not.toContain('\\"NZ\\"');
    expect((await open('/games?test=vary', { 'cf-ipcountry': 'NZ' })).cache).toBe('hit');

    const phone = await open('/games?test=vary', {
      'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148',
    });
    expect(phone.cache).toBe('miss');

    const consented = await open('/games?test=vary', { cookie: 'cookie-consent=1' });
    expect(consented.cache).toBe('miss');
    expect(consented.text).not.toBe(en.text);
    expect((await open('/games?test=vary', { cookie: 'cookie-consent=1; other=1' })).cache).toBe(
      'hit',
    );
    expect((await open('/games?test=vary', { cookie: 'drawer-compact=1' })).cache).toBe('miss');
    expect((await open('/games?test=vary')).text).toBe(en.text);
  });

  it('never keeps previews or answers that are not plain guest pages', async () => {
    expect((await open('/games?preview=x')).cache).toBeNull();
    expect((await open('/games', { cookie: 'content-preview=x' })).cache).toBeNull();
    const missing = await open('/no-such-page?test=404');
    expect(missing.status).toBe(404);
    expect((await open('/no-such-page?test=404')).cache).toBe('bypass');
  });
});
