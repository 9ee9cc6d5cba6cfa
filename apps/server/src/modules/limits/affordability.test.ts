import {
  AffordabilityQueueSchema,
  DEPOSIT_ABOVE_MONTHLY_CAP,
  OperatorAffordabilityRequestSchema,
  PlayerLimitListSchema,
} from '@casino/contracts';
import { backofficeApi } from '@casino/contracts/api/backoffice';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { TEST_DATABASES } from '../../../test/databases.ts';
import { CSRF, type SignedIn, signIn } from '../../../test/factories/operators.ts';
import { postDeposit } from '../../../test/factories/payments.ts';
import { auth, errorOf, registerPlayer, type TestPlayer } from '../../../test/factories/players.ts';
import { loadConfig } from '../../config.ts';

/** USD per EUR in the seed: the NL cap is in euro, the players deposit dollars. */
const usdCents = (eurCents: number) => Math.round(eurCents * 1.08);

const asking = {
  monthlyAmount: 200_000,
  monthlyIncome: 450_000,
  monthlyOutgoings: 180_000,
  incomeSource: 'employment',
  note: 'I work as an engineer',
  confirmed: true,
} as const;

/**
 * The Netherlands' monthly deposit cap (€700, €300 aged 18-24) rises only through the
 * affordability route: the player states income and outgoings, compliance approves or refuses
 * in the back office (audited), and the player sees the decision (issue 32).
 */
describe.each(TEST_DATABASES)('NL affordability raise on $name', (db) => {
  let t: TestApp;
  let compliance: SignedIn;
  beforeAll(async () => {
    t = await buildTestApp(db, {
      JURISDICTION_COUNTRIES: loadConfig({ JURISDICTION_COUNTRIES: 'NL=nl,DE=de' })
        .JURISDICTION_COUNTRIES,
    });
    compliance = await signIn(t.app, 'compliance');
  }, 120_000);
  afterAll(() => t?.close());

  const player = async (country = 'NL', birthdate = '1980-01-01') => {
    const p = await registerPlayer(t.app, { country, birthdate, currency: 'USD' });
    const declined = await t.app.inject({
      method: 'POST',
      url: '/api/player/limits',
      headers: auth(p.accessToken),
      payload: { action: 'decline', definition: 3 },
    });
    expect(declined.statusCode, declined.body).toBe(200);
    return p;
  };
  const ask = (p: TestPlayer, body: object) =>
    t.app.inject({
      method: 'POST',
      url: '/api/player/limits/affordability',
      headers: auth(p.accessToken),
      payload: body,
    });
  const capOf = async (p: TestPlayer) => {
    const res = await t.app.inject({ url: '/api/player/limits', headers: auth(p.accessToken) });
    expect(res.statusCode, res.body).toBe(200);
    return PlayerLimitListSchema.parse(res.json()).monthlyDepositCap!;
  };
  const queue = async (who: SignedIn = compliance, status = 'pending') => {
    const res = await t.app.inject({
      url: `${backofficeApi.listAffordabilityRequests.path}?status=${status}`,
      headers: { cookie: who.cookie },
    });
    return res;
  };
  const decide = (id: string, body: object, who: SignedIn = compliance) =>
    t.app.inject({
      method: 'POST',
      url: backofficeApi.decideAffordabilityRequest.path.replace(':id', id),
      headers: { cookie: who.cookie, ...CSRF },
      payload: body,
    });
  const auditOf = async (playerId: string) => {
    const admin = await signIn(t.app, 'admin');
    const res = await t.app.inject({
      url: `${backofficeApi.listAudit.path}?targetId=${playerId}`,
      headers: { cookie: admin.cookie },
    });
    return res.json().items as { action: string; after: { approvedAmount?: number } }[];
  };

  it('raises the cap only once compliance approves, and the player sees the decision', async () => {
    const p = await player();
    expect(await capOf(p)).toMatchObject({
      amount: 70_000,
      mayAskRaise: true,
      affordability: null,
    });

    const asked = await ask(p, asking);
    expect(asked.statusCode, asked.body).toBe(200);
    const waiting = PlayerLimitListSchema.parse(asked.json()).monthlyDepositCap!;
    expect(waiting).toMatchObject({ amount: 70_000, mayAskRaise: false });
    expect(waiting.affordability).toMatchObject({ status: 'pending', monthlyAmount: 200_000 });

    // Asking is not approval: the €700 cap still refuses €800.
    const early = await postDeposit(t.app, p, { amount: usdCents(80_000) });
    expect(errorOf(early).code).toBe(DEPOSIT_ABOVE_MONTHLY_CAP);
    // One request waits at a time.
    expect((await ask(p, asking)).statusCode).toBe(409);

    // Compliance sees it with what the player stated, and approves less than asked.
    const listed = AffordabilityQueueSchema.parse((await queue()).json()).items.find(
      (r) => r.playerId === p.id,
    );
    expect(listed).toMatchObject({
      monthlyIncome: 450_000,
      monthlyOutgoings: 180_000,
      incomeSource: 'employment',
      baseAmount: 70_000,
      country: 'NL',
    });
    const approved = await decide(listed!.id, {
      decision: 'approve',
      approvedAmount: 150_000,
      note: 'Payslips checked',
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(OperatorAffordabilityRequestSchema.parse(approved.json()).status).toBe('approved');

    const raised = await capOf(p);
    expect(raised).toMatchObject({ amount: 150_000, baseAmount: 70_000, mayAskRaise: true });
    expect(raised.affordability).toMatchObject({
      status: 'approved',
      approvedAmount: 150_000,
      decisionNote: 'Payslips checked',
    });
    expect((await postDeposit(t.app, p, { amount: usdCents(80_000) })).statusCode).toBe(200);
    // The approved cap is the new ceiling.
    const past = await postDeposit(t.app, p, { amount: usdCents(71_000) });
    expect(errorOf(past).code).toBe(DEPOSIT_ABOVE_MONTHLY_CAP);

    // Decided once; the audit log names the decision.
    expect((await decide(listed!.id, { decision: 'refuse', note: 'again' })).statusCode).toBe(409);
    const audit = await auditOf(p.id);
    expect(audit.map((e) => e.action)).toContain('affordability.approve');
  });

  it('keeps the cap when compliance refuses, and tells the player why', async () => {
    const p = await player('NL', '2004-03-01');
    expect((await capOf(p)).amount).toBe(30_000);
    const asked = PlayerLimitListSchema.parse((await ask(p, asking)).json());
    const id = asked.monthlyDepositCap!.affordability!.id;
    const refused = await decide(id, { decision: 'refuse', note: 'Outgoings too high' });
    expect(refused.statusCode, refused.body).toBe(200);
    const cap = await capOf(p);
    expect(cap).toMatchObject({ amount: 30_000, mayAskRaise: true });
    expect(cap.affordability).toMatchObject({
      status: 'refused',
      approvedAmount: null,
      decisionNote: 'Outgoings too high',
    });
    expect((await auditOf(p.id)).map((e) => e.action)).toContain('affordability.refuse');
  });

  it('refuses bad input naming the field, and changes nothing', async () => {
    const p = await player();
    const low = await ask(p, { ...asking, monthlyAmount: 50_000 });
    expect(low.statusCode).toBe(400);
    expect(errorOf(low).fields?.monthlyAmount?.[0]).toContain('700.00 EUR');
    const unconfirmed = await ask(p, { ...asking, confirmed: false });
    expect(unconfirmed.statusCode).toBe(400);
    const negative = await ask(p, { ...asking, monthlyIncome: -1 });
    expect(negative.statusCode).toBe(400);
    expect(errorOf(negative).fields?.monthlyIncome).toBeDefined();
    expect((await capOf(p)).affordability).toBeNull();

    // An approval must be above the player's cap and at most what was asked.
    const id = PlayerLimitListSchema.parse((await ask(p, asking)).json()).monthlyDepositCap!
      .affordability!.id;
    const tooMuch = await decide(id, { decision: 'approve', approvedAmount: 300_000, note: 'x' });
    expect(tooMuch.statusCode).toBe(400);
    expect(errorOf(tooMuch).fields?.approvedAmount).toBeDefined();
    const noNote = await decide(id, { decision: 'refuse', note: '' });
    expect(noNote.statusCode).toBe(400);
    expect((await capOf(p)).affordability?.status).toBe('pending');
  });

  it('offers no raise where the profile has none (DE), and only compliance decides', async () => {
    const german = await player('DE');
    expect((await capOf(german)).mayAskRaise).toBe(false);
    const refused = await ask(german, asking);
    expect(refused.statusCode).toBe(422);
    expect(errorOf(refused).code).toBe('affordability_raise_not_offered');

    const p = await player();
    const id = PlayerLimitListSchema.parse((await ask(p, asking)).json()).monthlyDepositCap!
      .affordability!.id;
    const support = await signIn(t.app, 'support');
    expect((await queue(support)).statusCode).toBe(403);
    const byMarketing = await decide(
      id,
      { decision: 'approve', approvedAmount: 100_000, note: 'x' },
      await signIn(t.app, 'marketing'),
    );
    expect(byMarketing.statusCode).toBe(403);
    expect((await capOf(p)).amount).toBe(70_000);
  });
});
