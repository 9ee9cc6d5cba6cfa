import { type PlayerInit, PlayerInitSchema } from '@casino/contracts';
import { SITE_LOCALES } from '@casino/contracts/locale';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildApiOn,
  buildTestApp,
  type TestApp,
  type TestServer,
} from '../../../test/build-app.ts';
import { TEST_DATABASES } from '../../../test/databases.ts';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 ' +
  '(KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) ' +
  'Chrome/124.0.0.0 Mobile Safari/537.36';
const DESKTOP_CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) ' +
  'Chrome/124.0.0.0 Safari/537.36';

describe.each(TEST_DATABASES)('GET /api/player/init on $name', (db) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(db, {
      PUBLIC_URL: 'https://casino.example',
      GEO_COUNTRY_HEADER: 'cf-ipcountry',
    });
  });
  afterAll(() => t?.close());

  async function init(headers: Record<string, string> = {}): Promise<PlayerInit> {
    const res = await t.app.inject({ url: '/api/player/init', headers });
    expect(res.statusCode).toBe(200);
    return PlayerInitSchema.parse(res.json());
  }

  it('has no country without the cf-ipcountry header', async () => {
    expect((await init()).country).toBeNull();
  });

  it.each([
    ['br', 'BR'],
    ['DE', 'DE'],
    [' us ', 'US'],
  ])('reads cf-ipcountry %j as %s', async (header, country) => {
    expect((await init({ 'cf-ipcountry': header })).country).toBe(country);
  });

  it.each(['XX', 'T1', 'xx', 'BRA', '1'])(
    'treats cf-ipcountry %j as no country',
    async (header) => {
      expect((await init({ 'cf-ipcountry': header })).country).toBeNull();
    },
  );

  it('detects phones from the user agent', async () => {
    expect((await init({ 'user-agent': IPHONE })).isMobile).toBe(true);
    expect((await init({ 'user-agent': ANDROID })).isMobile).toBe(true);
    expect((await init({ 'user-agent': DESKTOP_CHROME })).isMobile).toBe(false);
    expect((await init({ 'user-agent': '' })).isMobile).toBe(false);
  });

  it('is not in maintenance and has no guest chat or sportsbook by default', async () => {
    const body = await init();
    expect(body.isMaintenance).toBe(false);
    expect(body.isGuestChatEnabled).toBe(false);
    expect(body.isSportsbookEnabled).toBe(false);
  });

  it('offers only the enabled locales, en as default', async () => {
    const body = await init();
    expect(body.defaultLocale).toBe('en');
    const codes = body.locales.map((l) => l.code);
    expect(codes).toEqual(SITE_LOCALES.map((l) => l.code));
    expect(body.locales.every((l) => l.isEnabled)).toBe(true);
  });

  it('names the base currency and the public site URL', async () => {
    const body = await init();
    expect(body.baseCurrency).toBe('USD');
    expect(body.siteUrl).toBe('https://casino.example');
    expect(body.buildId).not.toBe('');
  });

  it('is never cached by shared caches', async () => {
    const res = await t.app.inject('/api/player/init');
    expect(res.headers['cache-control']).toMatch(/private/);
    expect(res.headers['cache-control']).toMatch(/no-store/);
  });

  describe('with maintenance mode and guest chat switched on', () => {
    let switched: TestServer;
    beforeAll(async () => {
      switched = await buildApiOn(t.database.db, {
        MAINTENANCE_MODE: true,
        GUEST_CHAT_ENABLED: true,
        SPORTSBOOK_ENABLED: true,
      });
    });
    afterAll(() => switched?.close());

    it('reports both as configured', async () => {
      const res = await switched.inject('/api/player/init');
      expect(res.statusCode).toBe(200);
      const body = PlayerInitSchema.parse(res.json());
      expect(body.isMaintenance).toBe(true);
      expect(body.isGuestChatEnabled).toBe(true);
      expect(body.isSportsbookEnabled).toBe(true);
      // the app built without the switches still reports them off
      const plain = await init();
      expect([plain.isMaintenance, plain.isGuestChatEnabled, plain.isSportsbookEnabled]).toEqual([
        false,
        false,
        false,
      ]);
    });
  });
});
