import {
  FieldValidationsSchema,
  LoginResponseSchema,
  ProfileDetailsSchema,
  type RegisterRequest,
} from '@casino/contracts';
import { players, settingsEntries } from '@casino/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { TEST_DATABASES } from '../../../test/databases.ts';
import {
  auth,
  errorOf,
  mailsTo,
  postLogin,
  registration,
} from '../../../test/factories/players.ts';

describe.each(TEST_DATABASES)('registration on $name', (db) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(db, { PUBLIC_URL: 'https://casino.example' });
  });
  afterAll(() => t?.close());

  const register = (payload: unknown) =>
    t.app.inject({ method: 'POST', url: '/api/player/register', payload: payload as object });

  async function playerCount(email: string) {
    const rows = await t.database.db.select().from(players).where(eq(players.email, email));
    return rows.length;
  }

  it('registers, logs in at once and mails the confirmation link', async () => {
    const body = registration({
      email: '  New.Player@Example.COM ',
      nickname: 'Lucky',
      bonusCode: 'WELCOME',
      receiveEmailPromo: true,
    });
    const res = await register(body);
    expect(res.statusCode).toBe(201);
    const login = LoginResponseSchema.parse(res.json());
    expect(login.profile).toMatchObject({
      email: 'new.player@example.com',
      nickname: 'Lucky',
      isNewlyRegistered: true,
      segments: [],
    });
    expect(login.accessToken.split('.')).toHaveLength(3);
    expect(login.refreshToken.length).toBeGreaterThanOrEqual(40);

    const profile = await t.app.inject({
      url: '/api/player/profile',
      headers: auth(login.accessToken),
    });
    expect(profile.statusCode).toBe(200);
    expect(ProfileDetailsSchema.parse(profile.json())).toMatchObject({
      id: login.profile.id,
      currency: 'USD',
      country: 'DE',
      receiveEmailPromo: true,
      isEmailConfirmed: false,
    });

    const [mail] = await mailsTo(t.app, 'new.player@example.com');
    expect(mail?.subject).toMatch(/confirm/i);
    expect(mail?.links[0]).toMatch(/^https:\/\/casino\.example\/verify\/[\w-]{40,}$/);

    const [row] = await t.database.db
      .select()
      .from(players)
      .where(eq(players.id, login.profile.id));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row?.passwordHash).not.toContain(body.password);
    expect(row?.bonusCode).toBe('WELCOME');
    expect(row?.agreementsAcceptedAt).toBeInstanceOf(Date);
  });

  const invalid: [string, Partial<RegisterRequest>][] = [
    ['email', { email: 'not-an-email' }],
    ['email', { email: '' }],
    ['password', { password: '12345', password_confirmation: '12345' }],
    ['password_confirmation', { password_confirmation: 'secret-124' }],
    ['currency', { currency: '' }],
    ['currency', { currency: 'GBP' }], // seeded but disabled
    ['currency', { currency: 'XYZ' }],
    ['country', { country: '' }],
    ['country', { country: 'ZZ' }],
    ['agreements', { agreements: false }],
    ['nickname', { nickname: 'x' }],
    ['bonusCode', { bonusCode: 'B'.repeat(65) }],
  ];
  it.each(invalid)(
    'answers a bad %s with a 400 naming it and creates nobody',
    async (field, change) => {
      const body = registration(change);
      const res = await register(body);
      expect(res.statusCode).toBe(400);
      const error = errorOf(res);
      expect(error.code).toBe('validation_failed');
      expect(Object.keys(error.fields ?? {})).toEqual([field]);
      expect(error.fields?.[field]?.[0]).toEqual(expect.any(String));
      if (body.email.includes('@')) expect(await playerCount(body.email)).toBe(0);
    },
  );

  it.each([
    ['agreements', { agreements: 'yes' }],
    ['email', { email: 42 }],
    ['currency', { currency: undefined }],
  ] as [string, object][])(
    'answers a wrongly typed or missing %s with a 400 naming it',
    async (field, change) => {
      const res = await register({ ...registration(), ...change });
      expect(res.statusCode).toBe(400);
      expect(Object.keys(errorOf(res).fields ?? {})).toEqual([field]);
    },
  );

  it("names a wrongly typed field together with the form's own mistakes in one 400", async () => {
    const res = await register({ ...registration(), email: 42, password_confirmation: 'other' });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(errorOf(res).fields ?? {}).sort()).toEqual([
      'email',
      'password_confirmation',
    ]);
  });

  it('requires the password and its confirmation', async () => {
    const res = await register(registration({ password: '', password_confirmation: '' }));
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).fields).toEqual({
      password: ['Value is required'],
      password_confirmation: ['Value is required'],
    });
  });

  it('names every bad field at once, with the default validation messages', async () => {
    const res = await register({
      email: 'bad',
      password: '123',
      password_confirmation: '321',
      currency: '',
      country: 'ZZ',
      agreements: false,
    });
    expect(res.statusCode).toBe(400);
    const fields = errorOf(res).fields ?? {};
    expect(Object.keys(fields).sort()).toEqual(
      ['agreements', 'country', 'currency', 'email', 'password', 'password_confirmation'].sort(),
    );
    expect(fields.email).toEqual(['Value is not a valid email address']);
    expect(fields.password).toEqual(['This field should be at least 8 characters long']);
    expect(fields.currency).toEqual(['Value is required']);
    expect(fields.password_confirmation).toEqual(['The value must be equal to the password value']);
  });

  it('keeps the first and last name a sign-up gives, and names a short one (audit 9.5b)', async () => {
    const short = await register(registration({ firstName: 'A' }));
    expect(short.statusCode).toBe(400);
    expect(errorOf(short).fields).toEqual({
      firstName: ['This field should be at least 2 characters long'],
    });
    const res = await register(registration({ firstName: ' Anna ', lastName: 'Schmidt' }));
    expect(res.statusCode, res.body).toBe(201);
    const { accessToken } = LoginResponseSchema.parse(res.json());
    const profile = await t.app.inject({
      method: 'GET',
      url: '/api/player/profile',
      headers: auth(accessToken),
    });
    const details = ProfileDetailsSchema.parse(profile.json());
    expect([details.firstName, details.lastName]).toEqual(['Anna', 'Schmidt']);
  });

  it('answers a taken email, in any case, with 409 email_taken naming email', async () => {
    const body = registration();
    expect((await register(body)).statusCode).toBe(201);
    for (const email of [body.email, body.email.toUpperCase()]) {
      const res = await register({ ...registration(), email });
      expect(res.statusCode).toBe(409);
      const error = errorOf(res);
      expect(error.code).toBe('email_taken');
      expect(Object.keys(error.fields ?? {})).toEqual(['email']);
    }
    expect(await playerCount(body.email)).toBe(1);
    // the first password still works, the second registration changed nothing
    expect((await postLogin(t.app, body.email, body.password)).statusCode).toBe(200);
  });

  describe('GET /api/player/fields/validations', () => {
    async function validations(scenario: string) {
      const res = await t.app.inject(`/api/player/fields/validations?scenario=${scenario}`);
      expect(res.statusCode).toBe(200);
      return FieldValidationsSchema.parse(res.json());
    }

    it('gives the registration fields, required ones marked, with their rules', async () => {
      const { scenario, fields } = await validations('registration');
      expect(scenario).toBe('registration');
      const required = Object.keys(fields).filter((name) => fields[name]?.isRequired);
      expect(required.sort()).toEqual(
        ['agreements', 'country', 'currency', 'email', 'password', 'password_confirmation'].sort(),
      );
      expect(fields.bonusCode?.isRequired).toBe(false);
      expect(fields.nickname?.isRequired).toBe(false);
      expect(fields.receiveEmailPromo?.isRequired).toBe(false);
      expect(fields.password?.rules).toContainEqual({ rule: 'minLength', min: 8 });
      expect(fields.password_confirmation?.rules).toEqual([{ rule: 'sameAs', other: 'password' }]);
      expect(fields.email?.rules).toContainEqual({ rule: 'email' });
    });

    it('gives the profile fields, none required', async () => {
      const { fields } = await validations('profile');
      expect(Object.keys(fields).sort()).toEqual(
        [
          'nickname',
          'firstName',
          'lastName',
          'gender',
          'dateOfBirth',
          'phone',
          'country',
          'state',
          'city',
          'address',
          'postalCode',
          'timeZone',
          'language',
          'cpf_number',
          'receiveEmailPromo',
          'receiveSmsPromo',
          'nationality',
          'placeOfBirth',
          'personalIdNumber',
          'additionalAddress',
          'profession',
          'securityQuestion',
          'securityAnswer',
          'receiveBonus',
        ].sort(),
      );
      expect(Object.values(fields).every((f) => !f.isRequired)).toBe(true);
      expect(fields.phone?.rules).toEqual([{ rule: 'phone' }]);
      expect(fields.dateOfBirth?.rules).toContainEqual({ rule: 'minAge', min: 18 });
      expect(fields.cpf_number?.rules).toEqual([{ rule: 'cpf' }]);
    });

    it('answers an unknown scenario with a 400 naming scenario', async () => {
      const res = await t.app.inject('/api/player/fields/validations?scenario=checkout');
      expect(res.statusCode).toBe(400);
      expect(Object.keys(errorOf(res).fields ?? {})).toEqual(['scenario']);
    });

    it('follows the settings: an operator making nickname required is obeyed at once', async () => {
      const key = 'player.fields.registration';
      const [entry] = await t.database.db
        .select()
        .from(settingsEntries)
        .where(eq(settingsEntries.key, key));
      const original = entry!.value as Record<string, { isRequired: boolean }>;
      await t.database.db
        .update(settingsEntries)
        .set({ value: { ...original, nickname: { isRequired: true } } })
        .where(eq(settingsEntries.key, key));
      try {
        expect((await validations('registration')).fields.nickname?.isRequired).toBe(true);
        const res = await register(registration());
        expect(res.statusCode).toBe(400);
        expect(errorOf(res).fields).toEqual({ nickname: ['Value is required'] });
        expect((await register(registration({ nickname: 'Ace' }))).statusCode).toBe(201);
      } finally {
        await t.database.db
          .update(settingsEntries)
          .set({ value: original })
          .where(eq(settingsEntries.key, key));
      }
    });
  });
});
