import { EXCLUSION_REGISTERS, type ExclusionRegister } from '@casino/contracts';
import type { Db } from '@casino/db';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { injectFetch } from '../../../local-idp/plugin.ts';
import { acceptFormPosts, escapeHtml, sendToolPage } from '../../../shared/html.ts';
import { ownAddress } from '../../../shared/own-address.ts';
import { twinListing } from '../register-twin-service.ts';
import * as repo from './twin-repository.ts';
import type { RegisterFetch } from './types.ts';

/** Where the twins answer, under this server (sandbox mode only). */
export const SANDBOX_REGISTERS_PATH = '/sandbox/registers';
/** The API key the twins expect (the adapters send it like a real key). */
export const SANDBOX_REGISTER_KEY = 'sandbox-register-key';

/** SIGAP's sandbox list: a CPF self-excluded, and one of a welfare beneficiary (both valid CPFs, seeded). */
export const SANDBOX_SIGAP_SELF_EXCLUDED_CPF = '11144477735';
export const SANDBOX_SIGAP_BENEFICIARY_CPF = '12345678909';

/**
 * Puts SIGAP's two sandbox CPFs on its twin's list when a sandbox server boots (never by a
 * migration: a live database holds no test people). Compliance may take them off again; a boot
 * after that puts them back.
 */
export const seedSandboxRegisterLists = (db: Db) =>
  repo.insertMissingTwinEntries(db, [
    { register: 'sigap', entry: SANDBOX_SIGAP_SELF_EXCLUDED_CPF, listing: 'excluded' },
    { register: 'sigap', entry: SANDBOX_SIGAP_BENEFICIARY_CPF, listing: 'welfare' },
  ]);

type Listing = 'excluded' | 'previously' | 'welfare';

/**
 * The lists of the registers' sandbox twins (issue 32), one per register, in the table
 * `register_twin_entries` (seeded with SIGAP's two CPFs above): compliance adds and removes
 * entries in the back office (Jurisdictions → Register twins, audited). Every twin also lists an
 * email whose local part starts with `excluded` (and GAMSTOP answers "previously" for one
 * starting with `previously`), so a tester can make an excluded person without the back office.
 */
export function createSandboxRegisterLists(db: Db) {
  return {
    entries: () => repo.twinEntries(db),
    /** The listing of a person by email (GAMSTOP, OASIS, CRUKS) or CPF (SIGAP). */
    async lookup(register: ExclusionRegister, entry: string): Promise<Listing | null> {
      const listed = await twinListing(db, register, entry);
      if (listed) return listed;
      if (register === 'sigap') return null;
      const local = entry.toLowerCase().split('@')[0] ?? '';
      if (local.startsWith('excluded')) return 'excluded';
      if (register === 'gamstop' && local.startsWith('previously')) return 'previously';
      return null;
    },
  };
}
export type SandboxRegisterLists = ReturnType<typeof createSandboxRegisterLists>;

/**
 * How the adapters reach the twins: over HTTP at the server's own address once it listens
 * (`npm start`), through the app in-process before (tests, which never listen).
 */
export function twinFetch(app: FastifyInstance): RegisterFetch {
  const inProcess = injectFetch(app);
  return (path, init) => {
    const own = ownAddress(app);
    return own ? fetch(`${own}${path}`, init) : inProcess(path, init);
  };
}

const STYLE = `body{font:16px/1.4 system-ui,sans-serif;margin:0;padding:16px;background:#0f1020;color:#eef}
h1{font-size:20px}h2{font-size:17px;margin:16px 0 4px}.reg{background:#1b1d36;border-radius:12px;padding:12px;margin:0 0 12px}
form{display:flex;gap:8px;flex-wrap:wrap;margin-top:8px}button{font:inherit;padding:8px 12px;border-radius:8px;border:0;cursor:pointer;background:#e5484d;color:#fff}
input,select{font:inherit;padding:8px;border-radius:8px;border:1px solid #445;background:#0f1020;color:#eef;flex:1;min-width:10em}
li{margin:4px 0}small{color:#aab}`;

const LABELS: Record<ExclusionRegister, string> = {
  gamstop: 'GAMSTOP (Great Britain) — by email',
  oasis: 'OASIS (Germany) — by email',
  cruks: 'CRUKS (Netherlands) — by email',
  sigap: 'SIGAP (Brazil) — by CPF',
};

async function page(lists: SandboxRegisterLists) {
  const rows = await lists.entries();
  const sections = EXCLUSION_REGISTERS.map((name) => {
    const entries = rows
      .filter((row) => row.register === name)
      .map((row) => `<li>${escapeHtml(row.entry)} <small>${row.listing}</small></li>`)
      .join('');
    return `<div class="reg"><h2>${LABELS[name]}</h2><ul>${entries || '<li><small>Nobody listed</small></li>'}</ul></div>`;
  }).join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Sandbox self-exclusion registers</title><style>${STYLE}</style></head>
<body><h1>Sandbox self-exclusion registers</h1><p><small>Sandbox only: the national registers' twins. Compliance adds and removes entries in the back office (Jurisdictions → Register twins). Every twin also lists an email starting with "excluded". A player added there is signed out at their next check (sign-in, or the periodic check).</small></p>
${sections}<div class="reg"><h2>LUGAS (Germany) — limit and activity file</h2><p><small>Deposits made with other operators, limits set elsewhere and sessions elsewhere: <a href="${SANDBOX_REGISTERS_PATH}/lugas" style="color:#9cf">the LUGAS twin's page</a>.</small></p></div></body></html>`;
}

const personBody = z.object({ email: z.string().max(250).default('') }).passthrough();

/** The twins' HTTP services and their read-only tester page (registered in sandbox mode only). */
export function sandboxRegisterRoutes(lists: SandboxRegisterLists): FastifyPluginAsyncZod {
  return async (app) => {
    acceptFormPosts(app);
    app.addHook('preHandler', async (request, reply) => {
      if (request.method === 'POST' && request.headers['x-api-key'] !== SANDBOX_REGISTER_KEY) {
        return reply.status(401).send({ error: 'bad api key' });
      }
    });
    app.get('/', { schema: { hide: true } }, async (_request, reply) =>
      sendToolPage(reply, await page(lists)),
    );
    // GAMSTOP: form fields in, the X-Exclusion header out (Y, N, P).
    app.post('/gamstop', { schema: { hide: true, body: personBody } }, async (request, reply) => {
      const listed = await lists.lookup('gamstop', request.body.email);
      const header = listed === 'previously' ? 'P' : listed ? 'Y' : 'N';
      return reply.header('x-exclusion', header).send({});
    });
    app.post('/oasis', { schema: { hide: true, body: personBody } }, async (request) => ({
      gesperrt: (await lists.lookup('oasis', request.body.email)) === 'excluded',
    }));
    app.post('/cruks', { schema: { hide: true, body: personBody } }, async (request) => ({
      registered: (await lists.lookup('cruks', request.body.email)) === 'excluded',
    }));
    app.post(
      '/sigap',
      { schema: { hide: true, body: z.object({ cpf: z.string().regex(/^\d{11}$/) }) } },
      async (request) => {
        const listed = await lists.lookup('sigap', request.body.cpf);
        return {
          cpf: request.body.cpf,
          situacao:
            listed === 'welfare'
              ? 'beneficiario'
              : listed === 'excluded'
                ? 'autoexcluido'
                : 'liberado',
        };
      },
    );
  };
}
