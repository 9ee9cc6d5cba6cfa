import { randomUUID } from 'node:crypto';
import { auditLog } from '@casino/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLI_ACTOR } from '../../src/modules/backoffice/audit.ts';
import { createApiKey } from '../../src/modules/backoffice/operators-service.ts';
import { buildTestApp, type TestApp } from '../build-app.ts';
import { TEST_DATABASES } from '../databases.ts';
import { backofficeContextOf } from '../factories/backoffice.ts';
import { createWithdrawal, fundByCard } from '../factories/payments.ts';
import { confirmEmailOf, registerPlayer } from '../factories/players.ts';

// Issue 27: the older operator API (/api/admin) writes an audit entry naming who called.

/** Every state-changing route of /api/admin, as the route listing prints it. */
const CHANGING_ADMIN_ROUTES = [
  'POST /api/admin/payment/withdrawals/:id/approve',
  'POST /api/admin/payment/withdrawals/:id/reject',
  'PUT /api/admin/content/entries/:group/:key/:locale',
  'POST /api/admin/content/entries/:group/:key/:locale/publish',
  'POST /api/admin/content/entries/:group/:key/:locale/unpublish',
  'DELETE /api/admin/content/entries/:group/:key/:locale',
];

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Method and full path of each route of Fastify's route tree (children indent 4 per level). */
function routeList(tree: string) {
  const stack: string[] = [];
  return tree.split('\n').flatMap((line) => {
    const found = line.match(/^([\s│]*)[├└]── (\S+)(?: \(([^)]*)\))?/);
    if (!found) return [];
    const [, indent, segment, methods] = found;
    const depth = indent!.length / 4;
    stack.length = depth;
    stack.push(segment!);
    const path = stack.join('');
    return (methods ?? '')
      .split(', ')
      .filter(Boolean)
      .map((method) => ({ path, method }));
  });
}

describe.each(TEST_DATABASES)('the operator API is audited ($name)', (database) => {
  let t: TestApp;
  let bearer: Record<string, string>;
  let keyId: string;
  beforeAll(async () => {
    t = await buildTestApp(database);
    const created = await createApiKey(
      backofficeContextOf(t.app),
      { name: 'payouts and pages bot', scopes: ['payments', 'content'] },
      CLI_ACTOR,
    );
    bearer = { authorization: `Bearer ${created.ok && created.value.key}` };
    keyId = created.ok ? created.value.apiKey.id : '';
  });
  afterAll(() => t?.close());

  const sandboxKey = () => ({ 'x-operator-key': t.app.config.OPERATOR_API_KEY! });
  const entriesOf = (targetId: string) =>
    t.database.db.select().from(auditLog).where(eq(auditLog.targetId, targetId));

  it('lists every state-changing /api/admin route here', () => {
    const listed = routeList(t.app.printRoutes({ commonPrefix: false }))
      .filter(({ path, method }) => path.startsWith('/api/admin/') && !SAFE.has(method))
      .map(({ path, method }) => `${method} ${path}`);
    expect(listed.sort()).toEqual([...CHANGING_ADMIN_ROUTES].sort());
  });

  async function withdrawalToDecide() {
    const player = await registerPlayer(t.app);
    await confirmEmailOf(t.app, player);
    await fundByCard(t.app, player, 5000);
    return createWithdrawal(t.app, player, 1000);
  }

  it('approving a withdrawal with an API key names the key', async () => {
    const invoice = await withdrawalToDecide();
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/payment/withdrawals/${invoice.id}/approve`,
      headers: bearer,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await entriesOf(invoice.id)).toEqual([
      expect.objectContaining({
        actorType: 'api_key',
        actorId: keyId,
        actorLabel: 'payouts and pages bot',
        action: 'withdrawal.approve',
        targetType: 'invoice',
        after: expect.objectContaining({ status: 2 }),
      }),
    ]);
  });

  it('rejecting a withdrawal with the sandbox key names that key', async () => {
    const invoice = await withdrawalToDecide();
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/payment/withdrawals/${invoice.id}/reject`,
      headers: sandboxKey(),
      payload: { reason: 'documents missing' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await entriesOf(invoice.id)).toEqual([
      expect.objectContaining({
        actorType: 'system',
        actorLabel: 'x-operator-key',
        action: 'withdrawal.reject',
        after: expect.objectContaining({ reason: 'documents missing' }),
      }),
    ]);
  });

  it('a refused decision writes nothing', async () => {
    const id = randomUUID();
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/payment/withdrawals/${id}/approve`,
      headers: bearer,
    });
    expect(res.statusCode).toBe(404);
    expect(await entriesOf(id)).toEqual([]);
  });

  it('saving, publishing, unpublishing and deleting content are each audited', async () => {
    const key = `audited-${randomUUID().slice(0, 8)}`;
    const path = `/api/admin/content/entries/pages.static/${key}/en`;
    const calls = [
      { method: 'PUT', url: path, payload: { data: { title: 'T', body: 'B' }, publish: false } },
      { method: 'POST', url: `${path}/publish` },
      { method: 'POST', url: `${path}/unpublish` },
      { method: 'DELETE', url: path },
    ] as const;
    for (const call of calls) {
      const res = await t.app.inject({ ...call, headers: bearer });
      expect(res.statusCode, `${call.method} ${call.url}: ${res.body}`).toBe(200);
    }
    const entries = await entriesOf(`pages.static/${key}/en`);
    expect(entries.map((e) => e.action).sort()).toEqual(
      ['content.delete', 'content.publish', 'content.save', 'content.unpublish'].sort(),
    );
    expect(new Set(entries.map((e) => e.actorLabel))).toEqual(new Set(['payouts and pages bot']));
  });
});
