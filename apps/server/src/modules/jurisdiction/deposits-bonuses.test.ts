import {
  ACTIVE_ELSEWHERE,
  CreateDepositResponseSchema,
  DEPOSIT_ABOVE_CROSS_OPERATOR_LIMIT,
  DEPOSIT_ABOVE_MONTHLY_CAP,
  DEPOSIT_LIMIT_CHOICE_REQUIRED,
  DEPOSIT_LIMIT_ERROR_CODE,
  DepositBonusListSchema,
  JURISDICTION_CODES,
  JURISDICTION_PROFILES,
  type JurisdictionCode,
  type LimitChangeRequest,
  PlayerBonusListSchema,
  PlayerLimitListSchema,
  PlayerLimitsCardSchema,
  RealityCheckSchema,
} from '@casino/contracts';
import { backofficeApi } from '@casino/contracts/api/backoffice';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { TEST_DATABASES } from '../../../test/databases.ts';
import { PROFILE_COUNTRY } from '../../../test/factories/jurisdiction.ts';
import { CSRF, signIn } from '../../../test/factories/operators.ts';
import { cardEvent, postDeposit, postWebhook } from '../../../test/factories/payments.ts';
import {
  auth,
  errorOf,
  postLogin,
  registerPlayer,
  type TestPlayer,
} from '../../../test/factories/players.ts';
import { loadConfig } from '../../config.ts';
import { createDefinition, updateDefinition } from '../bonus/operator-service.ts';

const COUNTRY = PROFILE_COUNTRY;
const MAP = JURISDICTION_CODES.filter((code) => code !== 'none')
  .map((code) => `${COUNTRY[code]}=${code}`)
  .join(',');

/** USD per EUR in the seed (packages/db/src/seed/currencies.ts): caps are in euro. */
const USD_PER_EUR = 1.08;
const usdCents = (eurCents: number) => Math.round(eurCents * USD_PER_EUR);

const offerTerms = {
  name: 'Matrix offer',
  kind: 'deposit_match' as const,
  percent: 50,
  amount: 10_000,
  minDeposit: 1000,
  currencies: [],
  welcomeStep: null,
  code: null,
  codeTrigger: null,
  codeMultiUse: false,
  activationDays: 7,
  wageringDays: 7,
  contributions: { slots: 100 },
  defaultContribution: 0,
  maxStake: null,
  maxConversion: null,
  cancelAfterWagering: true,
};

describe.each(TEST_DATABASES)('jurisdiction deposit, limit and bonus rules on $name', (db) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(db, {
      JURISDICTION_COUNTRIES: loadConfig({ JURISDICTION_COUNTRIES: MAP }).JURISDICTION_COUNTRIES,
    });
  }, 120_000);
  afterAll(() => t?.close());

  const limits = async (player: TestPlayer) => {
    const res = await t.app.inject({
      url: '/api/player/limits',
      headers: auth(player.accessToken),
    });
    expect(res.statusCode, res.body).toBe(200);
    return PlayerLimitListSchema.parse(res.json());
  };
  const change = (player: TestPlayer, body: LimitChangeRequest) =>
    t.app.inject({
      method: 'POST',
      url: '/api/player/limits',
      headers: auth(player.accessToken),
      payload: body,
    });
  const realityCheck = (player: TestPlayer, minutes?: number) =>
    t.app.inject({
      method: minutes === undefined ? 'GET' : 'POST',
      url: '/api/player/reality-check',
      headers: auth(player.accessToken),
      ...(minutes === undefined ? {} : { payload: { minutes } }),
    });
  /** Brazil's players pay by Pix only, in reais (its rail rule: pix.test.ts). */
  const railOf = (code: JurisdictionCode) =>
    JURISDICTION_PROFILES[code].paymentRails?.includes('pix')
      ? { method: 'pix', currency: 'BRL' }
      : { method: 'sandbox-card', currency: 'USD' };
  const playerOf = (code: JurisdictionCode, dateOfBirth = '1980-01-01') =>
    registerPlayer(t.app, {
      country: COUNTRY[code],
      birthdate: dateOfBirth,
      currency: railOf(code).currency,
    });
  /** A deposit on the profile's rail. */
  const deposit = (code: JurisdictionCode, player: TestPlayer, body: object) =>
    postDeposit(t.app, player, { ...railOf(code), ...body });
  /** A player of the profile who has answered the limit question (where it is asked). */
  const readyPlayer = async (code: JurisdictionCode, dateOfBirth?: string) => {
    const player = await playerOf(code, dateOfBirth);
    if (JURISDICTION_PROFILES[code].deposits.requiresLimitChoice) {
      expect((await change(player, { action: 'decline', definition: 3 })).statusCode).toBe(200);
    }
    return player;
  };

  describe.each(JURISDICTION_CODES.map((code) => ({ code, profile: JURISDICTION_PROFILES[code] })))(
    'profile $code',
    ({ code, profile }) => {
      it(
        profile.deposits.requiresLimitChoice
          ? 'refuses the first deposit until the player sets a deposit limit or says no'
          : 'asks for no deposit-limit decision',
        async () => {
          const player = await playerOf(code);
          const other = await playerOf(code);
          expect((await limits(player)).depositLimitChoiceRequired).toBe(
            profile.deposits.requiresLimitChoice,
          );
          const first = await deposit(code, player, { amount: 2500 });
          if (!profile.deposits.requiresLimitChoice) {
            expect(first.statusCode, first.body).toBe(200);
            return;
          }
          expect(first.statusCode, first.body).toBe(422);
          expect(errorOf(first).code).toBe(DEPOSIT_LIMIT_CHOICE_REQUIRED);
          // The deposit methods say so too: the deposit sheet asks the question first.
          const methods = await t.app.inject({
            url: `/api/payment/methods/deposit?currency=${railOf(code).currency}`,
            headers: auth(player.accessToken),
          });
          expect(errorOf(methods).code).toBe(DEPOSIT_LIMIT_CHOICE_REQUIRED);

          // Saying no answers it.
          const declined = await change(player, { action: 'decline', definition: 3 });
          expect(PlayerLimitListSchema.parse(declined.json()).depositLimitChoiceRequired).toBe(
            false,
          );
          expect((await deposit(code, player, { amount: 2500 })).statusCode).toBe(200);
          // The answer is in the limit history the operators read.
          const compliance = await signIn(t.app, 'compliance');
          const card = await t.app.inject({
            url: backofficeApi.getPlayerLimits.path.replace(':id', player.id),
            headers: { cookie: compliance.cookie },
          });
          expect(PlayerLimitsCardSchema.parse(card.json()).history).toContainEqual(
            expect.objectContaining({
              limitId: null,
              actor: 'player',
              action: 'declined',
              newValue: { definition: 3 },
            }),
          );
          // So does setting a limit (and it is enforced as usual).
          const set = await change(other, {
            action: 'set',
            definition: 3,
            period: 'daily',
            currency: railOf(code).currency,
            amount: 3000,
          });
          expect(PlayerLimitListSchema.parse(set.json()).depositLimitChoiceRequired).toBe(false);
          expect((await deposit(code, other, { amount: 2500 })).statusCode).toBe(200);
          const over = await deposit(code, other, { amount: 1000 });
          expect(errorOf(over).code).toBe(DEPOSIT_LIMIT_ERROR_CODE);
        },
      );

      it(
        profile.deposits.monthlyCap
          ? "refuses a deposit that would pass the month's cap, naming what is left"
          : 'caps no month',
        async () => {
          const cap = profile.deposits.monthlyCap;
          const adult = await readyPlayer(code);
          const list = await limits(adult);
          if (!cap) {
            expect(list.monthlyDepositCap).toBeNull();
            const big = await deposit(code, adult, { amount: usdCents(200_000) });
            expect(big.statusCode, big.body).toBe(200);
            return;
          }
          expect(list.monthlyDepositCap).toEqual({
            currency: 'EUR',
            amount: cap.amount,
            used: 0,
            remaining: cap.amount,
            baseAmount: cap.amount,
            mayAskRaise: profile.deposits.affordabilityRaise,
            affordability: null,
          });
          const above = await deposit(code, adult, { amount: usdCents(cap.amount) + 100 });
          expect(above.statusCode, above.body).toBe(422);
          if (profile.crossOperatorFile) {
            // Germany: LUGAS is asked first, and its limit (nothing registered: €1,000) is named.
            expect(errorOf(above).code).toBe(DEPOSIT_ABOVE_CROSS_OPERATOR_LIMIT);
            expect(errorOf(above).fields?.amount?.[0]).toContain(
              `€${(cap.amount / 100).toFixed(2)} across all licensed operators`,
            );
          } else {
            expect(errorOf(above).code).toBe(DEPOSIT_ABOVE_MONTHLY_CAP);
            expect(errorOf(above).fields?.amount?.[0]).toContain(
              `${(cap.amount / 100).toFixed(2)} EUR`,
            );
          }
          // Most of the cap, then what is left is named and a deposit within it passes.
          const most = usdCents(cap.amount - 10_000);
          expect((await deposit(code, adult, { amount: most })).statusCode).toBe(200);
          const left = (await limits(adult)).monthlyDepositCap!;
          expect(left.remaining).toBeLessThanOrEqual(10_000);
          expect(left.remaining).toBeGreaterThan(9_900);
          const again = await deposit(code, adult, { amount: usdCents(10_000) + 200 });
          expect(errorOf(again).message).toContain(`${(left.remaining / 100).toFixed(2)} EUR left`);
          expect((await deposit(code, adult, { amount: 5_000 })).statusCode).toBe(200);

          // The young-adult band (18-24) has its own, lower cap.
          const young = await readyPlayer(code, '2005-06-01');
          const youngCap = cap.young ?? cap.amount;
          expect((await limits(young)).monthlyDepositCap?.amount).toBe(youngCap);
          const overYoung = await postDeposit(t.app, young, { amount: usdCents(youngCap) + 100 });
          expect(errorOf(overYoung).code).toBe(
            profile.crossOperatorFile
              ? DEPOSIT_ABOVE_CROSS_OPERATOR_LIMIT
              : DEPOSIT_ABOVE_MONTHLY_CAP,
          );
        },
      );

      it(
        profile.deposits.realityCheckMinutes
          ? 'sets the reality-check cadence and refuses turning it off or longer'
          : 'leaves the reality check to the player',
        async () => {
          const player = await playerOf(code);
          const most = profile.deposits.realityCheckMinutes;
          const now = RealityCheckSchema.parse((await realityCheck(player)).json());
          expect(now.minutes).toBe(most ?? 0);
          expect(now.mayTurnOff).toBe(most === null);
          const off = await realityCheck(player, 0);
          if (most === null) {
            expect(off.statusCode, off.body).toBe(200);
            return;
          }
          expect(off.statusCode).toBe(400);
          expect(errorOf(off).fields?.minutes?.[0]).toContain(`every ${most} minutes`);
          expect(now.options.every((m) => m > 0 && m <= most)).toBe(true);
          const shorter = now.options[0]!;
          const set = await realityCheck(player, shorter);
          expect(RealityCheckSchema.parse(set.json()).minutes).toBe(shorter);
        },
      );

      it(
        profile.crossOperatorFile
          ? 'keeps to LUGAS: the limit across operators, deposits made elsewhere, one session at a time'
          : 'reports to no cross-operator file: deposits and sessions elsewhere do not count',
        async () => {
          const player = await readyPlayer(code);
          expect((await limits(player)).crossOperatorLimit).toEqual(
            profile.crossOperatorFile
              ? { file: 'lugas', currency: 'EUR', limit: 100_000, deposited: 0, remaining: 100_000 }
              : null,
          );
          // The sandbox LUGAS: €990 deposited with another operator this month, playing there now.
          const tester = (form: string, fields: Record<string, string>) =>
            t.app.inject({
              method: 'POST',
              url: `/sandbox/registers/lugas/tester/${form}`,
              headers: { 'content-type': 'application/x-www-form-urlencoded' },
              payload: new URLSearchParams({ email: player.email, ...fields }).toString(),
            });
          expect((await tester('deposit', { euros: '990' })).statusCode).toBe(303);
          const res = await deposit(code, player, { amount: usdCents(2_500) });
          if (!profile.crossOperatorFile) {
            expect(res.statusCode, res.body).toBe(200);
          } else {
            expect(res.statusCode, res.body).toBe(422);
            expect(errorOf(res).code).toBe(DEPOSIT_ABOVE_CROSS_OPERATOR_LIMIT);
            expect(errorOf(res).message).toContain('€10.00 left this month');
            expect((await deposit(code, player, { amount: usdCents(1_000) })).statusCode).toBe(200);
          }
          expect((await tester('activity', { elsewhere: 'yes' })).statusCode).toBe(303);
          const login = await postLogin(t.app, player.email, player.password);
          if (!profile.crossOperatorFile) {
            expect(login.statusCode, login.body).toBe(200);
          } else {
            expect(login.statusCode, login.body).toBe(409);
            expect(errorOf(login).code).toBe(ACTIVE_ELSEWHERE);
          }
        },
      );

      it('starts a 24 h break in one tap (shown where the profile has the panic button)', async () => {
        const player = await readyPlayer(code);
        expect((await limits(player)).hasPanicButton).toBe(profile.deposits.hasPanicButton);
        const res = await change(player, { action: 'break' });
        expect(res.statusCode, res.body).toBe(200);
        const list = PlayerLimitListSchema.parse(res.json());
        expect(list.isExcluded).toBe(true);
        const hours = (Date.parse(list.excludedUntil!) - Date.now()) / 3_600_000;
        expect(hours).toBeGreaterThan(23.9);
        expect(hours).toBeLessThanOrEqual(24);
        // The break started at once: this session is closed.
        const after = await t.app.inject({
          url: '/api/player/limits',
          headers: auth(player.accessToken),
        });
        expect(after.statusCode).toBe(401);
      });

      it(
        profile.bonuses.maxWagering || profile.bonuses.forbidsMixedProducts
          ? 'refuses offers above its wagering cap or mixing casino and sports, and grants none'
          : 'takes any wagering and mixed offers',
        async () => {
          const country = COUNTRY[code];
          const cap = profile.bonuses.maxWagering;
          const above = await createDefinition(t.app.bonuses, {
            ...offerTerms,
            identity: `above-${code}`,
            countries: [country],
            wageringMultiplier: 11,
          });
          if (cap !== null && cap < 11) {
            expect(above.ok).toBe(false);
            expect(!above.ok && above.error).toEqual({ kind: 'wagering_cap', cap });
          } else expect(above.ok).toBe(true);
          const mixed = await createDefinition(t.app.bonuses, {
            ...offerTerms,
            identity: `mixed-${code}`,
            countries: [country],
            wageringMultiplier: 5,
            contributions: { slots: 100, sports: 100 },
          });
          expect(mixed.ok).toBe(!profile.bonuses.forbidsMixedProducts);
          // Editing an offer into the cap's breach is refused too.
          const within = await createDefinition(t.app.bonuses, {
            ...offerTerms,
            identity: `within-${code}`,
            countries: [country],
            wageringMultiplier: 5,
          });
          expect(within.ok).toBe(true);
          if (!within.ok) return;
          const edited = await updateDefinition(t.app.bonuses, within.value.id, {
            ...offerTerms,
            identity: `within-${code}`,
            countries: [country],
            wageringMultiplier: 35,
          });
          expect(edited.ok).toBe(cap === null);

          // The running welcome offer (30×) is not offered to the profile's players above its cap
          // (nor where deposit bonuses are banned).
          const player = await readyPlayer(code);
          const offered = await t.app.inject({
            url: '/api/game/bonuses?currency=USD&amount=5000',
            headers: auth(player.accessToken),
          });
          const names = DepositBonusListSchema.parse(offered.json()).items.map((o) => o.bonusCode);
          expect(names.some((n) => n.startsWith('welcome-1'))).toBe(
            cap === null && !profile.bonuses.forbidsDepositBonuses,
          );
        },
      );

      it(
        profile.bonuses.forbidsDepositBonuses
          ? 'lists, takes and grants no deposit bonus'
          : 'lists the deposit offers its other rules allow',
        async () => {
          const player = await readyPlayer(code);
          const { currency } = railOf(code);
          // A deposit code (10×, deposit trigger), applied by the player.
          const applied = await t.app.inject({
            method: 'POST',
            url: '/api/game/bonuses/bonuscodes',
            headers: auth(player.accessToken),
            payload: { bonusCode: 'AURORA', trigger: 3 },
          });
          expect(applied.statusCode, applied.body).toBeLessThan(300);
          const offered = await t.app.inject({
            url: `/api/game/bonuses?currency=${currency}&amount=5000`,
            headers: auth(player.accessToken),
          });
          const names = DepositBonusListSchema.parse(offered.json()).items.map((o) => o.bonusCode);
          if (profile.bonuses.forbidsDepositBonuses) {
            // Neither the welcome offer nor the code reaches the deposit sheet, and a deposit
            // that names the welcome offer is refused on its bonus field.
            expect(names).toEqual([]);
            const named = await deposit(code, player, { amount: 5000, bonusCode: 'welcome-1' });
            expect(named.statusCode).toBe(400);
            expect(errorOf(named).fields?.bonusCode).toBeDefined();
            return;
          }
          expect(names).toContain('AURORA');
          const welcomeAllowed = (profile.bonuses.maxWagering ?? 30) >= 30;
          expect(names.some((n) => n.startsWith('welcome-1'))).toBe(welcomeAllowed);
        },
      );

      it('applies no bonus to a deposit that names none; a named offer within the rules is granted', async () => {
        const player = await readyPlayer(code);
        const pay = async (body: object) => {
          const res = await postDeposit(t.app, player, { amount: 5000, ...body });
          if (res.statusCode !== 200) return res;
          const { invoice } = CreateDepositResponseSchema.parse(res.json());
          const paid = await postWebhook(t.app, 'sandbox-card', cardEvent(invoice, 'succeeded'));
          expect(paid.json()).toEqual({ ok: true });
          return res;
        };
        const bonuses = async () => {
          const res = await t.app.inject({
            url: '/api/game/player-bonuses',
            headers: auth(player.accessToken),
          });
          return PlayerBonusListSchema.parse(res.json()).items;
        };
        // The deposit sheet is told to preselect none where the profile is opt-in.
        const offers = await t.app.inject({
          url: '/api/game/bonuses?currency=USD',
          headers: auth(player.accessToken),
        });
        expect(DepositBonusListSchema.parse(offers.json()).isOptIn).toBe(profile.bonuses.isOptIn);
        if (railOf(code).method !== 'sandbox-card') {
          // Brazil takes no card (its offers are granted on a Pix deposit: pix.test.ts).
          const card = await pay({});
          expect(errorOf(card).fields?.method).toBeDefined();
          return;
        }
        expect((await pay({})).statusCode).toBe(200);
        expect(await bonuses()).toEqual([]);
        // The welcome offer (30×) named with the second deposit: only where no cap forbids it.
        const named = await pay({ bonusCode: 'welcome-2' });
        if (profile.bonuses.maxWagering !== null && profile.bonuses.maxWagering < 30) {
          expect(named.statusCode).toBe(400);
          expect(errorOf(named).fields?.bonusCode).toBeDefined();
          expect(await bonuses()).toEqual([]);
        } else {
          expect(named.statusCode, named.body).toBe(200);
          expect((await bonuses()).length).toBe(1);
        }
      });
    },
  );

  it('an offer open to every country meets every configured profile: GB caps it at 10×', async () => {
    const open = await createDefinition(t.app.bonuses, {
      ...offerTerms,
      identity: 'open-everywhere',
      countries: [],
      wageringMultiplier: 20,
    });
    expect(!open.ok && open.error).toEqual({ kind: 'wagering_cap', cap: 10 });
    // The same through the back office's route, as a marketing operator sends it.
    const marketing = await signIn(t.app, 'marketing');
    const res = await t.app.inject({
      method: 'POST',
      url: backofficeApi.createBonusDefinition.path,
      headers: { cookie: marketing.cookie, ...CSRF },
      payload: {
        ...offerTerms,
        identity: 'open-everywhere',
        countries: [],
        wageringMultiplier: 20,
      },
    });
    expect(res.statusCode, res.body).toBe(422);
    expect(errorOf(res)).toMatchObject({
      code: 'wagering_above_cap',
      fields: { wageringMultiplier: ['At most 10×'] },
    });
    const mixed = await t.app.inject({
      method: 'POST',
      url: backofficeApi.createBonusDefinition.path,
      headers: { cookie: marketing.cookie, ...CSRF },
      payload: {
        ...offerTerms,
        identity: 'mixed-everywhere',
        countries: [],
        wageringMultiplier: 5,
        contributions: { sports: 100 },
        defaultContribution: 100,
      },
    });
    expect(errorOf(mixed).code).toBe('mixed_products_forbidden');
    expect(errorOf(mixed).fields?.contributions).toBeDefined();
    // Limited to countries without a cap, it is taken.
    const elsewhere = await createDefinition(t.app.bonuses, {
      ...offerTerms,
      identity: 'open-elsewhere',
      countries: ['US', 'DE'],
      wageringMultiplier: 20,
    });
    expect(elsewhere.ok).toBe(true);
  });
});
