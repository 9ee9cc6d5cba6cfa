import { SocialLoginResponseSchema } from '@casino/contracts';
import { players } from '@casino/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { TEST_DATABASES } from '../../../test/databases.ts';
import { errorOf, freshCpf } from '../../../test/factories/players.ts';
import {
  browse,
  type CookieJar,
  callbackBody,
  throughLocalProvider,
} from '../../../test/factories/social.ts';
import { loadConfig } from '../../config.ts';

/** The SIGAP twin's seeded CPFs (migration 0034): one self-excluded, one welfare beneficiary. */
const SANDBOX_SIGAP_SELF_EXCLUDED_CPF = '11144477735';
const SANDBOX_SIGAP_BENEFICIARY_CPF = '12345678909';

const BRAZIL = { currency: 'BRL', country: 'BR', agreements: true };
let sequence = 0;
const newEmail = () => {
  sequence += 1;
  return `social-br${sequence}-${process.pid}-${Date.now()}@example.com`;
};

/**
 * Brazil (issue 32): a social sign-up asks the CPF like the registration form does, before the
 * account is made (before the trip to the provider when the choices go with it), keeps it, and
 * is refused when the SIGAP twin lists it.
 */
describe.each(TEST_DATABASES)('a Brazilian social sign-up and its CPF on $name', (db) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(db, {
      JURISDICTION_COUNTRIES: loadConfig({ JURISDICTION_COUNTRIES: 'BR=br' })
        .JURISDICTION_COUNTRIES,
      SELF_EXCLUSION_REGISTER: 'none',
    });
  }, 60_000);
  afterAll(() => t?.close());

  const authorize = (jar: CookieJar, signUp: object) =>
    browse(t.app, jar, {
      method: 'POST',
      url: '/api/player/social/authorize',
      payload: { providerId: 'local', signUp },
    });
  const finish = (jar: CookieJar, query: URLSearchParams) =>
    browse(t.app, jar, {
      method: 'POST',
      url: '/api/player/sessions/social',
      payload: callbackBody(query),
    });
  const playerOf = async (email: string) =>
    (await t.database.db.select().from(players).where(eq(players.email, email)))[0];

  it('names a missing or wrong CPF before sending the player to the provider', async () => {
    for (const cpf_number of [undefined, '', '529.982.247-24']) {
      const res = await authorize(new Map(), { ...BRAZIL, cpf_number });
      expect(res.statusCode, `${cpf_number}: ${res.body}`).toBe(400);
      expect(Object.keys(errorOf(res).fields ?? {})).toEqual(['cpf_number']);
    }
    // Elsewhere no CPF is asked.
    const german = await authorize(new Map(), { currency: 'EUR', country: 'DE', agreements: true });
    expect(german.statusCode, german.body).toBe(200);
  });

  it('makes the account with the CPF, and refuses the same CPF a second time', async () => {
    const email = newEmail();
    const cpf = freshCpf();
    const jar: CookieJar = new Map();
    const query = await throughLocalProvider(t.app, jar, {
      email,
      password: 'secret-123',
      create: true,
      signUp: {
        ...BRAZIL,
        cpf_number: `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`,
      },
    });
    const res = await finish(jar, query);
    expect(res.statusCode, res.body).toBe(200);
    expect(SocialLoginResponseSchema.parse(res.json()).profile.isNewlyRegistered).toBe(true);
    expect((await playerOf(email))?.cpfNumber).toBe(cpf);
    const again = await authorize(new Map(), { ...BRAZIL, cpf_number: cpf });
    expect(again.statusCode, again.body).toBe(409);
    expect(errorOf(again).code).toBe('cpf_taken');
  });

  it.each([
    ['self-excluded', SANDBOX_SIGAP_SELF_EXCLUDED_CPF, 'self_excluded'],
    ['a welfare beneficiary', SANDBOX_SIGAP_BENEFICIARY_CPF, 'welfare_beneficiary'],
  ])('refuses a CPF the SIGAP twin lists as %s; no account is made', async (_what, cpf, code) => {
    const email = newEmail();
    const jar: CookieJar = new Map();
    const query = await throughLocalProvider(t.app, jar, {
      email,
      password: 'secret-123',
      create: true,
      signUp: { ...BRAZIL, cpf_number: cpf },
    });
    const res = await finish(jar, query);
    expect(res.statusCode, res.body).toBe(403);
    expect(errorOf(res).code).toBe(code);
    expect(await playerOf(email)).toBeUndefined();
  });

  /** A sign-in with an identity no account has: kept for the registration step. */
  const keptIdentity = async () => {
    const email = newEmail();
    const jar: CookieJar = new Map();
    const query = await throughLocalProvider(t.app, jar, {
      email,
      password: 'secret-123',
      create: true,
    });
    expect(errorOf(await finish(jar, query)).code).toBe('registration_required');
    const signUp = (payload: object) =>
      browse(t.app, jar, { method: 'POST', url: '/api/player/sessions/social/sign-up', payload });
    return { email, signUp };
  };

  it('asks the CPF at the registration step of an identity kept from the sign-in', async () => {
    const { email, signUp } = await keptIdentity();
    const missing = await signUp(BRAZIL);
    expect(missing.statusCode, missing.body).toBe(400);
    expect(Object.keys(errorOf(missing).fields ?? {})).toEqual(['cpf_number']);
    // The identity waits still: a clean CPF makes the account.
    const cpf = freshCpf();
    const res = await signUp({ ...BRAZIL, cpf_number: cpf });
    expect(res.statusCode, res.body).toBe(200);
    expect((await playerOf(email))?.cpfNumber).toBe(cpf);
  });

  it('refuses a listed CPF at the registration step of a kept identity', async () => {
    const { email, signUp } = await keptIdentity();
    const listed = await signUp({ ...BRAZIL, cpf_number: SANDBOX_SIGAP_SELF_EXCLUDED_CPF });
    expect(listed.statusCode, listed.body).toBe(403);
    expect(errorOf(listed).code).toBe('self_excluded');
    expect(await playerOf(email)).toBeUndefined();
  });
});
