import { backofficeApi, type RegisterTwinEntry } from '@casino/contracts/api/backoffice';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { TEST_DATABASES } from '../../../test/databases.ts';
import { CSRF, type SignedIn, signIn } from '../../../test/factories/operators.ts';
import { registration } from '../../../test/factories/players.ts';
import { loadConfig } from '../../config.ts';
import {
  SANDBOX_SIGAP_BENEFICIARY_CPF,
  SANDBOX_SIGAP_SELF_EXCLUDED_CPF,
} from './register/twins.ts';

/**
 * The lists of the national registers' sandbox twins live in a table compliance edits in the
 * back office (issue 32): an entry added there is what the twin answers at the next check, a
 * removed one no longer; every change is audited; other roles may not touch them.
 */
describe.each(TEST_DATABASES)("the register twins' lists in the back office on $name", (db) => {
  let t: TestApp;
  let compliance: SignedIn;
  beforeAll(async () => {
    t = await buildTestApp(db, {
      JURISDICTION_COUNTRIES: loadConfig({ JURISDICTION_COUNTRIES: 'DE=de,GB=gb,BR=br' })
        .JURISDICTION_COUNTRIES,
      SELF_EXCLUSION_REGISTER: 'none',
    });
    compliance = await signIn(t.app, 'compliance');
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  const entries = async (who: SignedIn = compliance) => {
    const res = await t.app.inject({
      url: backofficeApi.listRegisterTwinEntries.path,
      headers: { cookie: who.cookie },
    });
    return res;
  };
  const add = (payload: object, who: SignedIn = compliance) =>
    t.app.inject({
      method: 'POST',
      url: backofficeApi.addRegisterTwinEntry.path,
      headers: { cookie: who.cookie, ...CSRF },
      payload,
    });
  const remove = (id: string, who: SignedIn = compliance) =>
    t.app.inject({
      method: 'DELETE',
      url: backofficeApi.removeRegisterTwinEntry.path.replace(':id', id),
      headers: { cookie: who.cookie, ...CSRF },
    });
  const register = (country: string, email: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/player/register',
      payload: registration({ country, email }),
    });
  const auditOf = async (targetId: string) => {
    const admin = await signIn(t.app, 'admin');
    const res = await t.app.inject({
      url: `${backofficeApi.listAudit.path}?targetId=${encodeURIComponent(targetId)}`,
      headers: { cookie: admin.cookie },
    });
    return res.json().items as { action: string; after: unknown; before: unknown }[];
  };

  it("lists SIGAP's seeded sandbox CPFs", async () => {
    const res = await entries();
    expect(res.statusCode, res.body).toBe(200);
    const items = res.json().items as RegisterTwinEntry[];
    expect(items.filter((e) => e.register === 'sigap')).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ entry: SANDBOX_SIGAP_SELF_EXCLUDED_CPF, listing: 'excluded' }),
        expect.objectContaining({ entry: SANDBOX_SIGAP_BENEFICIARY_CPF, listing: 'welfare' }),
      ]),
    );
  });

  it('an entry compliance adds keeps the person out; removed, they may register', async () => {
    const email = `Oasis-${Date.now()}@Example.com`;
    const added = await add({ register: 'oasis', entry: ` ${email} ` });
    expect(added.statusCode, added.body).toBe(200);
    const entry = added.json() as RegisterTwinEntry;
    expect(entry).toMatchObject({
      register: 'oasis',
      entry: email.toLowerCase(),
      listing: 'excluded',
    });
    expect(entry.createdBy).toBeTruthy();
    expect((await entries()).json().items).toContainEqual(entry);

    // OASIS is asked of German players only.
    const refused = await register('DE', email.toLowerCase());
    expect(refused.statusCode, refused.body).toBe(403);
    expect(refused.json().error.code).toBe('self_excluded');

    const target = `oasis:${email.toLowerCase()}`;
    expect((await auditOf(target)).map((e) => e.action)).toEqual(['register_twin.add']);

    const removed = await remove(entry.id);
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await entries()).json().items).not.toContainEqual(entry);
    expect((await register('DE', email.toLowerCase())).statusCode).toBe(201);
    expect((await auditOf(target)).map((e) => e.action).sort()).toEqual([
      'register_twin.add',
      'register_twin.remove',
    ]);
    // Gone already: 404, nothing audited again.
    expect((await remove(entry.id)).statusCode).toBe(404);
  });

  it('refuses an entry that does not fit its register, naming the field, storing nothing', async () => {
    const before = (await entries()).json().items.length;
    const cases = [
      [{ register: 'sigap', entry: '123.456' }, 'entry'],
      [{ register: 'gamstop', entry: 'not-an-email' }, 'entry'],
      [{ register: 'gamstop', entry: 'someone@example.com', listing: 'welfare' }, 'listing'],
      [{ register: 'cruks', entry: 'someone@example.com', listing: 'previously' }, 'listing'],
      [{ register: 'lugas', entry: 'someone@example.com' }, 'register'],
    ] as const;
    for (const [payload, field] of cases) {
      const res = await add(payload);
      expect(res.statusCode, res.body).toBe(400);
      expect(Object.keys(res.json().error.fields)).toContain(field);
    }
    expect((await entries()).json().items).toHaveLength(before);
  });

  it('lets only compliance and admins see or change the lists', async () => {
    const admin = await signIn(t.app, 'admin');
    const added = await add(
      { register: 'gamstop', entry: `admin-${Date.now()}@example.com` },
      admin,
    );
    expect(added.statusCode, added.body).toBe(200);
    for (const role of ['support', 'marketing', 'payments', 'content'] as const) {
      const who = await signIn(t.app, role);
      expect((await entries(who)).statusCode, role).toBe(403);
      expect(
        (await add({ register: 'gamstop', entry: `${role}@example.com` }, who)).statusCode,
      ).toBe(403);
      expect((await remove((added.json() as RegisterTwinEntry).id, who)).statusCode).toBe(403);
    }
    expect((await entries()).json().items).toContainEqual(added.json());
  });
});
