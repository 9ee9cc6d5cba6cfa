import { type Db, lugasTwinDeposits, lugasTwinPeople } from '@casino/db';
import { and, desc, eq, gte, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Clock } from '../../../shared/clock.ts';
import { acceptFormPosts, escapeHtml, sendToolPage } from '../../../shared/html.ts';
import { SANDBOX_REGISTER_KEY, SANDBOX_REGISTERS_PATH } from './twins.ts';

/** Where the LUGAS twin answers (sandbox mode only). */
export const SANDBOX_LUGAS_PATH = `${SANDBOX_REGISTERS_PATH}/lugas`;
/** The statutory cross-operator monthly deposit limit (GlüStV 2021 § 6c (1)): €1,000. */
export const LUGAS_STATUTORY_LIMIT = 100_000;
/** How the twin names this platform's reports (the ones sent with the API key). */
const THIS_OPERATOR = 'this-site';
/** How the twin names the deposits a tester adds. */
const OTHER_OPERATOR = 'other-operator';

/** The first instant of the calendar month of `now` (UTC; LUGAS counts calendar months). */
const monthOf = (now: Date) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));

const keyOf = (email: string) => email.trim().toLowerCase();

/**
 * The twin's own state (tables `lugas_twin_people`, `lugas_twin_deposits`): what LUGAS knows
 * of a person across operators. A tester gives a person another operator's deposits this month,
 * their limit as set elsewhere, and a session running elsewhere (the page below).
 */
export function createLugasTwin(db: Db, clock: Clock) {
  const person = async (email: string) => {
    const [row] = await db
      .select()
      .from(lugasTwinPeople)
      .where(eq(lugasTwinPeople.person, keyOf(email)));
    return row ?? null;
  };
  const save = (
    email: string,
    values: { monthlyLimit?: number | null; isPlayingElsewhere?: boolean },
  ) =>
    db
      .insert(lugasTwinPeople)
      .values({ person: keyOf(email), ...values, updatedAt: clock.now() })
      .onConflictDoUpdate({
        target: lugasTwinPeople.person,
        set: { ...values, updatedAt: clock.now() },
      });
  const standing = async (email: string) => {
    const row = await person(email);
    const limit = row?.monthlyLimit ?? LUGAS_STATUTORY_LIMIT;
    const [sum] = await db
      .select({ total: sql<string>`coalesce(sum(${lugasTwinDeposits.amount}), 0)` })
      .from(lugasTwinDeposits)
      .where(
        and(
          eq(lugasTwinDeposits.person, keyOf(email)),
          gte(lugasTwinDeposits.depositedAt, monthOf(clock.now())),
        ),
      );
    const deposited = Number(sum?.total ?? 0);
    return { limitInForce: limit, deposited, remaining: Math.max(0, limit - deposited) };
  };
  const deposit = (email: string, operator: string, reference: string, amount: number, at: Date) =>
    db
      .insert(lugasTwinDeposits)
      .values({ person: keyOf(email), operator, reference, amount, depositedAt: at })
      .onConflictDoNothing();
  return {
    person,
    standing,
    /** The person's limit across operators; above the statutory €1,000 it stays €1,000. */
    async setLimit(email: string, monthlyLimit: number | null) {
      const limit = monthlyLimit === null ? null : Math.min(monthlyLimit, LUGAS_STATUTORY_LIMIT);
      await save(email, { monthlyLimit: limit });
      return limit ?? LUGAS_STATUTORY_LIMIT;
    },
    /** This platform's report of a credited deposit (once per reference). */
    report: (email: string, reference: string, amount: number, at: Date) =>
      deposit(email, THIS_OPERATOR, reference, amount, at),
    /** A tester's "deposited this much with another operator this month". */
    depositElsewhere: (email: string, amount: number) =>
      deposit(email, OTHER_OPERATOR, crypto.randomUUID(), amount, clock.now()),
    markPlayingElsewhere: (email: string, isPlayingElsewhere: boolean) =>
      save(email, { isPlayingElsewhere }),
    people: () => db.select().from(lugasTwinPeople).orderBy(desc(lugasTwinPeople.updatedAt)),
  };
}
export type LugasTwin = ReturnType<typeof createLugasTwin>;

const personBody = z.object({ email: z.string().min(3).max(250) }).passthrough();
const apiBody = z.object({ person: personBody });
const euros = (cents: number) => `€${(cents / 100).toFixed(2)}`;

const STYLE = `body{font:16px/1.4 system-ui,sans-serif;margin:0;padding:16px;background:#0f1020;color:#eef}
h1{font-size:20px}h2{font-size:17px;margin:16px 0 4px}.box{background:#1b1d36;border-radius:12px;padding:12px;margin:0 0 12px}
form{display:flex;gap:8px;flex-wrap:wrap;margin-top:8px}button{font:inherit;padding:8px 12px;border-radius:8px;border:0;cursor:pointer;background:#e5484d;color:#fff}
input,select{font:inherit;padding:8px;border-radius:8px;border:1px solid #445;background:#0f1020;color:#eef;flex:1;min-width:10em}
li{margin:4px 0}small{color:#aab}`;

async function page(twin: LugasTwin) {
  const people = await twin.people();
  const rows = await Promise.all(
    people.map(async (p) => {
      const s = await twin.standing(p.person);
      return `<li>${escapeHtml(p.person)} <small>limit ${euros(s.limitInForce)}, deposited ${euros(s.deposited)} this month, ${euros(s.remaining)} left${p.isPlayingElsewhere ? ', playing elsewhere' : ''}</small></li>`;
    }),
  );
  const email = '<input name="email" type="email" required placeholder="Player email">';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Sandbox LUGAS</title><style>${STYLE}</style></head>
<body><h1>Sandbox LUGAS (Germany)</h1><p><small>Sandbox only: the twin of the cross-operator limit and activity file. What you set here is what other licensed operators would have told LUGAS about a person (by email).</small></p>
<div class="box"><h2>Deposited with another operator this month</h2><form method="post" action="${SANDBOX_LUGAS_PATH}/tester/deposit">${email}<input name="euros" inputmode="decimal" required placeholder="Amount in €"><button>Add deposit</button></form></div>
<div class="box"><h2>Monthly limit set elsewhere</h2><form method="post" action="${SANDBOX_LUGAS_PATH}/tester/limit">${email}<input name="euros" inputmode="decimal" placeholder="€ (empty: €1,000)"><button>Set limit</button></form></div>
<div class="box"><h2>Playing with another operator now</h2><form method="post" action="${SANDBOX_LUGAS_PATH}/tester/activity">${email}<select name="elsewhere"><option value="yes">Playing elsewhere</option><option value="no">Not playing elsewhere</option></select><button>Save</button></form></div>
<div class="box"><h2>People LUGAS knows</h2><ul>${rows.join('') || '<li><small>Nobody yet</small></li>'}</ul></div></body></html>`;
}

const toCents = (text: string | undefined) => {
  const value = Number((text ?? '').replace(',', '.'));
  return Number.isFinite(value) && value > 0 ? Math.round(value * 100) : null;
};

/** The twin's API (with the sandbox key) and its tester page (sandbox mode only). */
export function sandboxLugasRoutes(twin: LugasTwin): FastifyPluginAsyncZod {
  return async (app) => {
    acceptFormPosts(app);
    app.addHook('preHandler', async (request, reply) => {
      const isTester = request.url.startsWith(`${SANDBOX_LUGAS_PATH}/tester/`);
      if (
        request.method === 'POST' &&
        !isTester &&
        request.headers['x-api-key'] !== SANDBOX_REGISTER_KEY
      ) {
        return reply.status(401).send({ error: 'bad api key' });
      }
    });
    app.get('/', { schema: { hide: true } }, async (_request, reply) =>
      sendToolPage(reply, await page(twin)),
    );
    app.post(
      '/limit',
      {
        schema: {
          hide: true,
          body: apiBody.extend({ monthlyLimit: z.number().int().min(0).nullable() }),
        },
      },
      async (request) => ({
        limitInForce: await twin.setLimit(request.body.person.email, request.body.monthlyLimit),
      }),
    );
    app.post('/standing', { schema: { hide: true, body: apiBody } }, async (request) =>
      twin.standing(request.body.person.email),
    );
    app.post(
      '/deposits',
      {
        schema: {
          hide: true,
          body: apiBody.extend({
            reference: z.string().min(1).max(100),
            amount: z.number().int().positive(),
            at: z.iso.datetime(),
          }),
        },
      },
      async (request) => {
        const { person, reference, amount, at } = request.body;
        await twin.report(person.email, reference, amount, new Date(at));
        return { recorded: true };
      },
    );
    app.post('/sessions', { schema: { hide: true, body: apiBody } }, async (request) => {
      const row = await twin.person(request.body.person.email);
      return { session: row?.isPlayingElsewhere ? 'active_elsewhere' : 'started' };
    });
    // The tester's forms (what other operators would have reported), back to the page.
    const form = z.object({
      email: z.string().min(3).max(250),
      euros: z.string().max(20).optional(),
    });
    app.post('/tester/deposit', { schema: { hide: true, body: form } }, async (request, reply) => {
      const amount = toCents(request.body.euros);
      if (amount === null) return reply.status(400).send({ error: 'Enter an amount in euros' });
      await twin.depositElsewhere(request.body.email, amount);
      return reply.redirect(SANDBOX_LUGAS_PATH, 303);
    });
    app.post('/tester/limit', { schema: { hide: true, body: form } }, async (request, reply) => {
      await twin.setLimit(request.body.email, toCents(request.body.euros));
      return reply.redirect(SANDBOX_LUGAS_PATH, 303);
    });
    app.post(
      '/tester/activity',
      {
        schema: {
          hide: true,
          body: z.object({ email: z.string().min(3).max(250), elsewhere: z.enum(['yes', 'no']) }),
        },
      },
      async (request, reply) => {
        await twin.markPlayingElsewhere(request.body.email, request.body.elsewhere === 'yes');
        return reply.redirect(SANDBOX_LUGAS_PATH, 303);
      },
    );
  };
}
