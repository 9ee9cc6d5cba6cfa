import {
  EXCLUSION_REGISTERS,
  type ExclusionRegister,
  JURISDICTION_CODES,
  JURISDICTION_PROFILES,
  PlayerLimitListSchema,
  PlayerLimitsCardSchema,
} from '@casino/contracts';
import { backofficeApi } from '@casino/contracts/api/backoffice';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { TEST_DATABASES } from '../../../test/databases.ts';
import { PROFILE_COUNTRY } from '../../../test/factories/jurisdiction.ts';
import { CSRF, type SignedIn, signIn } from '../../../test/factories/operators.ts';
import { fundByCard, postDeposit, postWithdrawal } from '../../../test/factories/payments.ts';
import {
  auth,
  confirmEmailOf,
  declineDepositLimit,
  freshCpf,
  postLogin,
  registerPlayer,
  registration,
} from '../../../test/factories/players.ts';
import { operatorKey } from '../../../test/factories/verification.ts';
import { createTestClock, type TestClock } from '../../../test/fakes/clock.ts';
import { loadConfig } from '../../config.ts';
import { findLiveProblems } from '../../live-checks.ts';
import {
  SANDBOX_SIGAP_BENEFICIARY_CPF,
  SANDBOX_SIGAP_SELF_EXCLUDED_CPF,
} from './register/twins.ts';
import { recheckPlayers } from './register-service.ts';

const HOUR = 3_600_000;
/** A country of each profile (Ontario's players: CA mapped whole here, the account has no region). */
const COUNTRY = PROFILE_COUNTRY;
const JURISDICTION_COUNTRIES = loadConfig({
  JURISDICTION_COUNTRIES: 'GB=gb,MT=mt,DE=de,NL=nl,BR=br,CA=on',
}).JURISDICTION_COUNTRIES;
const cleanCpf = freshCpf;

describe.each(TEST_DATABASES)('national self-exclusion registers per profile on $name', (db) => {
  let t: TestApp;
  let clock: TestClock;
  beforeAll(async () => {
    clock = createTestClock();
    t = await buildTestApp(
      db,
      {
        JURISDICTION_COUNTRIES,
        // Only the profiles' registers: the register asked of everyone is off here.
        SELF_EXCLUSION_REGISTER: 'none',
        SELF_EXCLUSION_REGISTER_CHECK_HOURS: 1,
        ACCESS_TOKEN_TTL_SECONDS: 86_400,
      },
      { clock },
    );
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });
  let officer: SignedIn | undefined;
  const compliance = async () => {
    officer ??= await signIn(t.app, 'compliance');
    return officer;
  };

  /** Puts an entry on a twin's list, as compliance does in the back office. */
  const list = async (register: ExclusionRegister, entry: string, listing = 'excluded') => {
    const res = await t.app.inject({
      method: 'POST',
      url: backofficeApi.addRegisterTwinEntry.path,
      headers: { cookie: (await compliance()).cookie, ...CSRF },
      payload: { register, entry, listing },
    });
    expect(res.statusCode, res.body).toBe(200);
  };
  const register = (country: string, overrides: Record<string, unknown> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/player/register',
      payload: registration({
        country,
        ...(country === 'BR' ? { cpf_number: cleanCpf() } : {}),
        ...overrides,
      }),
    });

  // The matrix: a person on one register's list is refused exactly where a profile checks it.
  describe.each(EXCLUSION_REGISTERS)('a person on the %s list', (name) => {
    it.each(JURISDICTION_CODES)('registering from a `%s` country', async (code) => {
      const email = `on-${name}-from-${code}-${Date.now()}@example.com`;
      const cpf = name === 'sigap' ? SANDBOX_SIGAP_SELF_EXCLUDED_CPF : undefined;
      await list(name, cpf ?? email);
      const res = await register(COUNTRY[code], {
        email,
        ...(cpf && code === 'br' ? { cpf_number: cpf } : {}),
      });
      const checks = JURISDICTION_PROFILES[code].registers.includes(name);
      if (checks) {
        expect(res.statusCode, res.body).toBe(403);
        expect(res.json().error.code).toBe('self_excluded');
      } else {
        expect(res.statusCode, res.body).toBe(201);
      }
    });
  });

  it('`none` asks no register: a person on every list registers', async () => {
    const email = `everywhere-${Date.now()}@example.com`;
    // SIGAP lists CPFs, the others emails.
    const cpf = cleanCpf();
    for (const name of EXCLUSION_REGISTERS) await list(name, name === 'sigap' ? cpf : email);
    const res = await register(COUNTRY.none, { email, cpf_number: cpf });
    expect(res.statusCode, res.body).toBe(201);
  });

  describe('Brazil: the CPF', () => {
    it('is required from BR, with valid check digits, and named as the field', async () => {
      for (const cpf_number of [undefined, '', '529.982.247-24', '111.111.111-11']) {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/player/register',
          payload: registration({ country: 'BR', cpf_number }),
        });
        expect(res.statusCode, `${cpf_number}: ${res.body}`).toBe(400);
        expect(Object.keys(res.json().error.fields)).toEqual(['cpf_number']);
      }
      // Elsewhere nobody asks for one.
      expect((await register('GB')).statusCode).toBe(201);
      // One account per CPF.
      const cpf = cleanCpf();
      expect((await register('BR', { cpf_number: cpf })).statusCode).toBe(201);
      const again = await register('BR', { cpf_number: cpf });
      expect(again.statusCode).toBe(409);
      expect(again.json().error.code).toBe('cpf_taken');
    });

    it('a CPF on the sandbox SIGAP list cannot register from BR; a welfare beneficiary neither', async () => {
      const excluded = await register('BR', { cpf_number: '111.444.777-35' });
      expect(excluded.statusCode).toBe(403);
      expect(excluded.json().error.code).toBe('self_excluded');
      const beneficiary = await register('BR', { cpf_number: SANDBOX_SIGAP_BENEFICIARY_CPF });
      expect(beneficiary.statusCode).toBe(403);
      expect(beneficiary.json().error.code).toBe('welfare_beneficiary');
    });

    it('keeps a good CPF with the player (its digits) and asks SIGAP by it at every login', async () => {
      const cpf = '390.533.447-05'; // no other test here registers it
      const res = await register('BR', { cpf_number: cpf });
      expect(res.statusCode, res.body).toBe(201);
      const { accessToken, profile } = res.json();
      const details = await t.app.inject({
        url: '/api/player/profile',
        headers: auth(accessToken),
      });
      expect(details.json().cpf_number).toBe('39053344705');
      // Listed later as a welfare beneficiary: the next login excludes them.
      await list('sigap', cpf, 'welfare');
      const login = await postLogin(t.app, profile.email, 'secret-123');
      expect(login.statusCode).toBe(200);
      const limits = PlayerLimitListSchema.parse(
        (
          await t.app.inject({
            url: '/api/player/limits',
            headers: auth(login.json().accessToken),
          })
        ).json(),
      );
      expect(limits.isExcluded).toBe(true);
      await list('sigap', cpf, 'excluded');
    });
  });

  it('signs out a GB player put on the sandbox GAMSTOP list at the next check; they keep withdrawing', async () => {
    const player = await registerPlayer(t.app, { country: 'GB' });
    await confirmEmailOf(t.app, player);
    await declineDepositLimit(t.app, player);
    await fundByCard(t.app, player, 5_000);
    // A NL player in session on the GAMSTOP list is not GAMSTOP's: left alone.
    const dutch = await registerPlayer(t.app, { country: 'NL' });
    await list('gamstop', player.email);
    await list('gamstop', dutch.email);
    clock.advance(2 * HOUR);
    expect(await recheckPlayers(t.app.limits)).toBeGreaterThan(0);
    const after = await t.app.inject({
      url: '/api/player/limits',
      headers: auth(player.accessToken),
    });
    expect(after.statusCode).toBe(401);
    const stillIn = await t.app.inject({
      url: '/api/player/limits',
      headers: auth(dutch.accessToken),
    });
    expect(stillIn.statusCode).toBe(200);
    expect(PlayerLimitListSchema.parse(stillIn.json()).isExcluded).toBe(false);

    // Signing in again works, as self-excluded: no deposit, and the balance can be withdrawn.
    const login = await postLogin(t.app, player.email, player.password);
    expect(login.statusCode).toBe(200);
    const back = { ...player, accessToken: login.json().accessToken as string };
    const limits = await t.app.inject({
      url: '/api/player/limits',
      headers: auth(back.accessToken),
    });
    expect(PlayerLimitListSchema.parse(limits.json()).isExcluded).toBe(true);
    expect((await postDeposit(t.app, back, { amount: 1_000 })).statusCode).toBe(422);
    // The operators see which register listed them, and when.
    const card = await t.app.inject({
      url: `/api/backoffice/players/${player.id}/limits`,
      headers: await operatorKey(t.app, 'compliance'),
    });
    expect(card.statusCode, card.body).toBe(200);
    const { register, history } = PlayerLimitsCardSchema.parse(card.json());
    expect(register).toMatchObject({ registers: ['gamstop'], answer: 'excluded' });
    expect(register.checkedAt).not.toBeNull();
    expect(history.some((h) => h.actor === 'register:gamstop')).toBe(true);
    const withdrawal = await postWithdrawal(t.app, back, { amount: 5_000 });
    expect(withdrawal.statusCode, withdrawal.body).toBe(200);
    expect(withdrawal.json().invoice).toMatchObject({ type: 'withdrawal', amount: 5_000 });
  });
});

describe('national register settings', () => {
  const live = {
    SITE_MODE: 'live',
    JURISDICTION_COUNTRIES: 'GB=gb,BR=br',
  };
  it('a live site whose profiles check a register needs its URL and key, named', () => {
    // The boot stops naming them (with the other live problems of this bare environment).
    expect(() => loadConfig(live)).toThrow(/GAMSTOP_URL: JURISDICTION_COUNTRIES names a profile/);
    const config = loadConfig({ JURISDICTION_COUNTRIES: live.JURISDICTION_COUNTRIES });
    const problems = findLiveProblems({ ...config, SITE_MODE: 'live' });
    const named = problems.filter((p) => /^(GAMSTOP|OASIS|CRUKS|SIGAP)_/.test(p));
    expect(named.map((p) => p.split(':')[0])).toEqual([
      'GAMSTOP_URL',
      'GAMSTOP_API_KEY',
      'SIGAP_URL',
      'SIGAP_API_KEY',
    ]);
    const given = findLiveProblems({
      ...config,
      SITE_MODE: 'live',
      GAMSTOP_URL: 'https://gamstop.example/v2',
      GAMSTOP_API_KEY: 'k',
      SIGAP_URL: 'https://sigap.example/api',
      SIGAP_API_KEY: 'k',
    });
    expect(given.filter((p) => /^(GAMSTOP|OASIS|CRUKS|SIGAP)_/.test(p))).toEqual([]);
  });
});
