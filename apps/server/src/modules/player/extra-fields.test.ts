import { LoginResponseSchema, ProfileDetailsSchema } from '@casino/contracts';
import { players } from '@casino/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { TEST_DATABASES } from '../../../test/databases.ts';
import {
  auth,
  errorOf,
  registerPlayer,
  registration,
  type TestPlayer,
} from '../../../test/factories/players.ts';

const yearsAgo = (years: number) => `${new Date().getUTCFullYear() - years}-01-01`;

const EXTRA = {
  nationality: 'pt',
  additionalAddress: 'Apartment 4B',
  profession: 'Architect',
  region: 'Lisboa',
  placeOfBirth: 'Porto',
  personalIdNumber: 'PT-12345678',
  phoneFull: '+351912345678',
  receiveBonus: true,
  securityQuestion: 'First pet?',
  securityAnswer: '  Rex ',
};

/** The 13 further profile fields of issue 18 (docs/product/entities.md#profile-form-fields). */
describe.each(TEST_DATABASES)('further profile fields on $name', (db) => {
  let t: TestApp;
  let player: TestPlayer;
  beforeAll(async () => {
    t = await buildTestApp(db);
    player = await registerPlayer(t.app);
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

  it('stores every further field and returns it with the profile; the answer stays hidden', async () => {
    const birthdate = yearsAgo(30);
    const res = await put({ ...EXTRA, birthdate, age: 30, captcha: 'widget-answer' });
    expect(res.statusCode, res.body).toBe(200);
    const { securityAnswer: _hidden, ...shown } = EXTRA;
    const expected = {
      ...shown,
      nationality: 'PT',
      birthdate,
      dateOfBirth: birthdate,
      age: 30,
      hasSecurityAnswer: true,
    };
    expect(ProfileDetailsSchema.parse(res.json())).toMatchObject(expected);
    const profile = (await get()).json();
    expect(profile).toMatchObject(expected);
    expect(JSON.stringify(profile)).not.toContain('Rex');
    const [row] = await t.database.db.select().from(players).where(eq(players.id, player.id));
    expect(row?.securityAnswerHash).toMatch(/^\$argon2id\$/);
  });

  it.each([
    ['nationality', { nationality: 'XX' }],
    ['nationality', { nationality: 'PRT' }],
    ['personalIdNumber', { personalIdNumber: 'A' }],
    ['phoneFull', { phoneFull: '+49' }],
    ['birthdate', { birthdate: '1990-02-30' }],
    ['birthdate', { birthdate: yearsAgo(10) }],
    ['birthdate', { birthdate: '1990-01-01', dateOfBirth: '1991-01-01' }],
    ['age', { age: 'twenty' }],
    ['age', { age: 17 }],
    ['age', { age: 50 }],
    ['region', { region: 'R'.repeat(65) }],
    ['profession', { profession: 'P'.repeat(101) }],
    ['receiveBonus', { receiveBonus: 'yes' }],
  ] as [string, object][])(
    'answers a bad %s with a 400 naming it, changing nothing',
    async (field, body) => {
      const before = (await get()).json();
      const res = await put(body);
      expect(res.statusCode).toBe(400);
      expect(Object.keys(errorOf(res).fields ?? {})).toEqual([field]);
      expect((await get()).json()).toEqual(before);
    },
  );

  it('clears further fields with null', async () => {
    const res = await put({ profession: null, securityAnswer: null, receiveBonus: false });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      profession: null,
      hasSecurityAnswer: false,
      receiveBonus: false,
    });
  });

  it('registration takes the further fields too, with every bad one named at once', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/player/register',
      payload: registration({ nationality: 'ZZ', age: 12, personalIdNumber: 'x' }),
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(errorOf(bad).fields ?? {}).sort()).toEqual([
      'age',
      'nationality',
      'personalIdNumber',
    ]);

    const birthdate = yearsAgo(40);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/player/register',
      payload: registration({ ...EXTRA, birthdate, age: 40, captcha: 'ok' }),
    });
    expect(res.statusCode, res.body).toBe(201);
    const login = LoginResponseSchema.parse(res.json());
    const profile = await t.app.inject({
      url: '/api/player/profile',
      headers: auth(login.accessToken),
    });
    expect(profile.json()).toMatchObject({
      nationality: 'PT',
      profession: 'Architect',
      phoneFull: '+351912345678',
      dateOfBirth: birthdate,
      age: 40,
      receiveBonus: true,
      hasSecurityAnswer: true,
    });
  });
});
