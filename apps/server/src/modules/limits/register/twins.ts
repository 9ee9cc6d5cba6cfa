import { EXCLUSION_REGISTERS, type ExclusionRegister } from '@casino/contracts';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { injectFetch } from '../../../local-idp/plugin.ts';
import { acceptFormPosts, escapeHtml, sendToolPage } from '../../../shared/html.ts';
import { ownAddress } from '../../../shared/own-address.ts';
import type { RegisterFetch } from './types.ts';

/** Where the twins answer, under this server (sandbox mode only). */
export const SANDBOX_REGISTERS_PATH = '/sandbox/registers';
/** The API key the twins expect (the adapters send it like a real key). */
export const SANDBOX_REGISTER_KEY = 'sandbox-register-key';

/** SIGAP's sandbox list: a CPF self-excluded, and one of a welfare beneficiary (both valid CPFs). */
export const SANDBOX_SIGAP_SELF_EXCLUDED_CPF = '11144477735';
export const SANDBOX_SIGAP_BENEFICIARY_CPF = '12345678909';

type Listing = 'excluded' | 'previously' | 'welfare';

/**
 * The lists of the registers' sandbox twins (issue 32), one per register, kept in memory: every
 * twin also lists an email whose local part starts with `excluded` (and GAMSTOP's answers
 * "previously" for one starting with `previously`), SIGAP the two CPFs above. Testers add and
 * remove entries on the page at /sandbox/registers (or POST …/:register/list).
 */
export function createSandboxRegisterLists() {
  const lists = Object.fromEntries(
    EXCLUSION_REGISTERS.map((name) => [name, new Map<string, Listing>()]),
  ) as Record<ExclusionRegister, Map<string, Listing>>;
  lists.sigap.set(SANDBOX_SIGAP_SELF_EXCLUDED_CPF, 'excluded');
  lists.sigap.set(SANDBOX_SIGAP_BENEFICIARY_CPF, 'welfare');
  const key = (register: ExclusionRegister, entry: string) =>
    register === 'sigap' ? entry.replace(/\D/g, '') : entry.trim().toLowerCase();
  return {
    lists,
    add(register: ExclusionRegister, entry: string, listing: Listing = 'excluded') {
      lists[register].set(key(register, entry), listing);
    },
    remove(register: ExclusionRegister, entry: string) {
      lists[register].delete(key(register, entry));
    },
    /** The listing of a person by email (GAMSTOP, OASIS, CRUKS) or CPF (SIGAP). */
    lookup(register: ExclusionRegister, entry: string): Listing | null {
      const listed = lists[register].get(key(register, entry));
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

function page(lists: SandboxRegisterLists, notice?: string) {
  const sections = EXCLUSION_REGISTERS.map((name) => {
    const entries = [...lists.lists[name]]
      .map(
        ([entry, listing]) => `<li>${escapeHtml(entry)} <small>${listing}</small>
<form method="post" action="${SANDBOX_REGISTERS_PATH}/${name}/list" style="display:inline"><input type="hidden" name="entry" value="${escapeHtml(entry)}"><button name="action" value="remove">Remove</button></form></li>`,
      )
      .join('');
    const kinds =
      name === 'sigap'
        ? '<select name="listing"><option value="excluded">self-excluded</option><option value="welfare">welfare beneficiary</option></select>'
        : '<input type="hidden" name="listing" value="excluded">';
    return `<div class="reg"><h2>${LABELS[name]}</h2><ul>${entries || '<li><small>Nobody listed</small></li>'}</ul>
<form method="post" action="${SANDBOX_REGISTERS_PATH}/${name}/list"><input name="entry" required maxlength="250" placeholder="${name === 'sigap' ? 'CPF' : 'Email'}">${kinds}<button name="action" value="add" style="background:#2bb673">Add</button></form></div>`;
  }).join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Sandbox self-exclusion registers</title><style>${STYLE}</style></head>
<body><h1>Sandbox self-exclusion registers</h1><p><small>Sandbox only: the national registers' twins. Every twin also lists an email starting with "excluded". A player added here is signed out at their next check (sign-in, or the periodic check).</small></p>
${notice ? `<p>${escapeHtml(notice)}</p>` : ''}${sections}</body></html>`;
}

const personBody = z.object({ email: z.string().max(250).default('') }).passthrough();

/** The twins' HTTP services and their tester page (registered in sandbox mode only). */
export function sandboxRegisterRoutes(lists: SandboxRegisterLists): FastifyPluginAsyncZod {
  return async (app) => {
    acceptFormPosts(app);
    app.addHook('preHandler', async (request, reply) => {
      const isService = request.method === 'POST' && !request.url.endsWith('/list');
      if (isService && request.headers['x-api-key'] !== SANDBOX_REGISTER_KEY) {
        return reply.status(401).send({ error: 'bad api key' });
      }
    });
    app.get('/', { schema: { hide: true } }, async (_request, reply) =>
      sendToolPage(reply, page(lists)),
    );
    app.post(
      '/:register/list',
      {
        schema: {
          hide: true,
          params: z.object({ register: z.enum(EXCLUSION_REGISTERS) }),
          body: z.object({
            entry: z.string().trim().min(1).max(250),
            action: z.enum(['add', 'remove']).default('add'),
            listing: z.enum(['excluded', 'previously', 'welfare']).default('excluded'),
          }),
        },
      },
      async (request, reply) => {
        const { register } = request.params;
        const { entry, action, listing } = request.body;
        if (action === 'add') lists.add(register, entry, listing);
        else lists.remove(register, entry);
        return sendToolPage(
          reply,
          page(lists, `${entry}: ${action === 'add' ? 'added' : 'removed'}`),
        );
      },
    );
    // GAMSTOP: form fields in, the X-Exclusion header out (Y, N, P).
    app.post('/gamstop', { schema: { hide: true, body: personBody } }, async (request, reply) => {
      const listed = lists.lookup('gamstop', request.body.email);
      const header = listed === 'previously' ? 'P' : listed ? 'Y' : 'N';
      return reply.header('x-exclusion', header).send({});
    });
    app.post('/oasis', { schema: { hide: true, body: personBody } }, async (request) => ({
      gesperrt: lists.lookup('oasis', request.body.email) === 'excluded',
    }));
    app.post('/cruks', { schema: { hide: true, body: personBody } }, async (request) => ({
      registered: lists.lookup('cruks', request.body.email) === 'excluded',
    }));
    app.post(
      '/sigap',
      { schema: { hide: true, body: z.object({ cpf: z.string().regex(/^\d{11}$/) }) } },
      async (request) => {
        const listed = lists.lookup('sigap', request.body.cpf);
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
