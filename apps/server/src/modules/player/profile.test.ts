import { ProfileDetailsSchema, type UpdateProfileRequest } from '@casino/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { TEST_DATABASES } from '../../../test/databases.ts';
import { auth, errorOf, registerPlayer, type TestPlayer } from '../../../test/factories/players.ts';

const GOOD: UpdateProfileRequest = {
  nickname: 'HighRoller',
  firstName: 'Ana',
  lastName: 'Silva',
  gender: 'female',
  dateOfBirth: '1990-02-28',
  phone: '+4915112345678',
  country: 'BR',
  state: 'SP',
  city: 'São Paulo',
  address: 'Rua Augusta 100',
  postalCode: '01305-000',
  timeZone: 'America/Sao_Paulo',
  language: 'pt-br',
  cpf_number: '529.982.247-25',
  receiveEmailPromo: true,
  receiveSmsPromo: true,
};

const adultBirthday = () => `${new Date().getUTCFullYear() - 17}-01-01`;

describe.each(TEST_DATABASES)('profile on $name', (db) => {
  let t: TestApp;
  let player: TestPlayer;
  beforeAll(async () => {
    t = await buildTestApp(db);
    player = await registerPlayer(t.app, { nickname: 'Starter' });
  });
  afterAll(() => t?.close());

  const get = () => t.app.inject({ url: '/api/player/profile', headers: auth(player.accessToken) });
  const put = (payload: object) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/player/profile',
      payload,
      headers: auth(player.accessToken),
    });

  it('reads the profile of the caller', async () => {
    const res = await get();
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toMatch(/no-store/);
    const profile = ProfileDetailsSchema.parse(res.json());
    expect(profile).toMatchObject({
      id: player.id,
      email: player.email,
      nickname: 'Starter',
      firstName: null,
      currency: 'USD',
      country: 'DE',
      receiveSmsPromo: false,
      isEmailConfirmed: false,
    });
    expect(Number.isNaN(Date.parse(profile.createdAt))).toBe(false);
  });

  it("keeps the Freshchat widget's restore id, even while required fields are empty", async () => {
    const fresh = await registerPlayer(t.app);
    const save = (freshchatRestoreId: unknown) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/player/profile',
        payload: { freshchatRestoreId },
        headers: auth(fresh.accessToken),
      });
    const saved = await save('a1b2c3d4-e5f6-4711-8899-aabbccddeeff');
    expect(saved.statusCode, saved.body).toBe(200);
    const read = await t.app.inject({
      url: '/api/player/profile',
      headers: auth(fresh.accessToken),
    });
    expect(read.json().freshchatRestoreId).toBe('a1b2c3d4-e5f6-4711-8899-aabbccddeeff');
    const bad = await save('<script>');
    expect(bad.statusCode).toBe(400);
    expect((await save(null)).json().freshchatRestoreId).toBeNull();
  });

  it('saves every profile field and answers with the new profile', async () => {
    const res = await put(GOOD);
    expect(res.statusCode, res.body).toBe(200);
    expect(ProfileDetailsSchema.parse(res.json())).toMatchObject(GOOD);
    expect(ProfileDetailsSchema.parse((await get()).json())).toMatchObject(GOOD);
  });

  it('changes only the fields sent; null or an empty string clears one', async () => {
    const res = await put({ city: 'Rio de Janeiro', address: null, postalCode: '' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      city: 'Rio de Janeiro',
      address: null,
      postalCode: null,
      firstName: 'Ana',
    });
  });

  const invalid: [string, object][] = [
    ['phone', { phone: '12345' }],
    ['phone', { phone: '+49' }],
    ['cpf_number', { cpf_number: '529.982.247-24' }],
    ['cpf_number', { cpf_number: '111.111.111-11' }],
    ['dateOfBirth', { dateOfBirth: '1990-02-30' }],
    ['dateOfBirth', { dateOfBirth: '01/02/1990' }],
    ['dateOfBirth', { dateOfBirth: adultBirthday() }],
    ['firstName', { firstName: 'A' }],
    ['lastName', { lastName: 'B' }],
    ['nickname', { nickname: 'n' }],
    ['country', { country: 'ZZ' }],
    ['language', { language: 'xx' }],
    ['timeZone', { timeZone: 'Mars/Olympus' }],
    ['gender', { gender: 'robot' }],
    ['postalCode', { postalCode: '1'.repeat(21) }],
  ];
  it.each(invalid)(
    'answers a bad %s with a 400 naming it and changes nothing',
    async (field, body) => {
      const before = (await get()).json();
      const res = await put(body);
      expect(res.statusCode).toBe(400);
      expect(Object.keys(errorOf(res).fields ?? {})).toEqual([field]);
      expect((await get()).json()).toEqual(before);
    },
  );

  it('names several bad fields at once and saves none of the good ones', async () => {
    const res = await put({ firstName: 'A', phone: 'call me', city: 'Recife' });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(errorOf(res).fields ?? {}).sort()).toEqual(['firstName', 'phone']);
    expect((await get()).json().city).toBe('Rio de Janeiro');
  });

  it.each([
    ['email', { email: 'other@example.com' }],
    ['password', { password: 'new-password' }],
    ['currency', { currency: 'EUR' }],
  ])('refuses to change the %s here (400 naming it)', async (field, body) => {
    const res = await put(body);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(errorOf(res).fields ?? {})).toEqual([field]);
    const profile = (await get()).json();
    expect(profile.email).toBe(player.email);
    expect(profile.currency).toBe('USD');
  });
});
