import {
  isModuleEntry,
  isServerOnlyWebFile,
  isTestFile,
  isUnder,
  SERVER_MODULES,
  SERVER_SRC,
  segmentUnder,
  WEB_APP,
} from './paths.ts';
import type { Target } from './resolve.ts';
import type { DbRelation } from './tables.ts';

/** One thing found in a file, with imports already resolved. */
export type Subject =
  | {
      kind: 'import';
      target: Target /** The tables and views it takes from `@casino/db`. */;
      tables: DbRelation[];
    }
  | { kind: 'fetch' }
  | { kind: 'api-literal'; text: string };

export type Rule = {
  name: string;
  /** One line for the ADR table and --help. */
  summary: string;
  /** Returns why `subject` in `file` is forbidden, or undefined when it is allowed. */
  check: (file: string, subject: Subject) => string | undefined;
};

/**
 * Read-only views any module may import besides its own schema file's tables: how one domain's
 * rows reach another's SQL when a service call would split one query (docs/decisions/036).
 * A view lands here only when a second module needs it.
 */
export const SHARED_VIEWS = new Set<string>([
  'currencyRates',
  'depositInvoices',
  'ledgerGameTransfers',
  'playerMoneyAccounts',
  'playerGameHours',
  'playerExclusions',
]);

const FEATURES = `${WEB_APP}/features`;
const SINKS = new Set(['realtime', 'notification']);
const DB_USERS = ['apps/server', 'packages/db', 'bench', 'e2e'];
const CONTRACT_DEPS = ['zod', 'libphonenumber-js'];

const targetOf = (subject: Subject) => (subject.kind === 'import' ? subject.target : undefined);
const isDbTarget = (target: Target) =>
  target.packageName === '@casino/db' || isUnder(target.path, 'packages/db');

// Order matters: an import that breaks several rules is reported once, by the first.
export const RULES: Rule[] = [
  {
    name: 'feature-to-feature',
    summary: 'app/features/X/** imports no app/features/Y/**',
    check(file, subject) {
      const own = segmentUnder(file, FEATURES);
      const other = segmentUnder(targetOf(subject)?.path, FEATURES);
      if (!own || !other || own === other) return undefined;
      return `feature '${own}' imports feature '${other}'; move the shared part to components/ or lib/, or compose both in a route`;
    },
  },
  {
    name: 'components-no-features',
    summary: 'app/components/** and app/lib/** import no app/features/** or app/routes/**',
    check(file, subject) {
      if (!isUnder(file, `${WEB_APP}/components`) && !isUnder(file, `${WEB_APP}/lib`))
        return undefined;
      const path = targetOf(subject)?.path;
      if (!isUnder(path, FEATURES) && !isUnder(path, `${WEB_APP}/routes`)) return undefined;
      return 'components/ and lib/ sit below features and routes and must not import them';
    },
  },
  {
    name: 'no-fetch-outside-api-client',
    summary: "outside app/lib/api/**, no fetch() and no '/api/' literal (tests exempt)",
    check(file, subject) {
      if (!isUnder(file, WEB_APP) || isUnder(file, `${WEB_APP}/lib/api`) || isTestFile(file))
        return undefined;
      if (subject.kind === 'fetch') return 'only the API client in app/lib/api/ calls fetch()';
      if (subject.kind === 'api-literal') {
        return `API path ${subject.text}; only the API client in app/lib/api/ names /api/ routes`;
      }
      return undefined;
    },
  },
  {
    name: 'web-no-server',
    summary:
      'app/** imports no @casino/db, apps/server or node: builtin outside *.server.ts (tests exempt)',
    check(file, subject) {
      const target = targetOf(subject);
      if (!target || !isUnder(file, WEB_APP)) return undefined;
      // Tests run in Node and never reach the browser bundle.
      if (isServerOnlyWebFile(file) || isTestFile(file)) return undefined;
      if (target.isBuiltin) return `Node builtin '${target.specifier}' outside a *.server.ts file`;
      if (isDbTarget(target)) return 'the web app never touches the database; ask the API';
      if (target.packageName === '@casino/server' || isUnder(target.path, 'apps/server')) {
        return 'the web app never imports the API server; use the typed API client';
      }
      return undefined;
    },
  },
  {
    name: 'plugins-shared-no-modules',
    summary: 'server plugins/** and shared/** import no modules/**',
    check(file, subject) {
      if (!isUnder(file, `${SERVER_SRC}/plugins`) && !isUnder(file, `${SERVER_SRC}/shared`))
        return undefined;
      if (!isUnder(targetOf(subject)?.path, SERVER_MODULES)) return undefined;
      return 'plugins/ and shared/ sit below the modules; pass what they need in from app.ts';
    },
  },
  {
    name: 'builtin-provider-no-modules',
    summary: 'server builtin-provider/** imports no modules/** (tests exempt)',
    check(file, subject) {
      // Its tests play the casino's side too, e.g. checking the ledger after a round.
      if (!isUnder(file, `${SERVER_SRC}/builtin-provider`) || isTestFile(file)) return undefined;
      if (!isUnder(targetOf(subject)?.path, SERVER_MODULES)) return undefined;
      return 'the built-in game provider is an outside party; it talks to the casino over HTTP only';
    },
  },
  {
    name: 'sportsbook-provider-no-modules',
    summary: 'server sportsbook-provider/** imports no modules/** (tests exempt)',
    check(file, subject) {
      if (!isUnder(file, `${SERVER_SRC}/sportsbook-provider`) || isTestFile(file)) return undefined;
      if (!isUnder(targetOf(subject)?.path, SERVER_MODULES)) return undefined;
      return 'the built-in sportsbook is an outside party; it talks to the casino over HTTP only';
    },
  },
  {
    name: 'sink-modules',
    summary: 'no module imports modules/realtime/** or modules/notification/**',
    check(file, subject) {
      const own = segmentUnder(file, SERVER_MODULES);
      const other = segmentUnder(targetOf(subject)?.path, SERVER_MODULES);
      if (!own || !other || own === other || !SINKS.has(other)) return undefined;
      return `'${other}' is a sink fed by the event bus; publish an event instead (only app.ts wires sinks)`;
    },
  },
  {
    name: 'cross-module-private',
    summary: 'modules/A/** reaches modules/B/** only through service.ts, *-service.ts or index.ts',
    check(file, subject) {
      const path = targetOf(subject)?.path;
      const own = segmentUnder(file, SERVER_MODULES);
      const other = segmentUnder(path, SERVER_MODULES);
      if (!path || !own || !other || own === other || isModuleEntry(path)) return undefined;
      return `reaches inside module '${other}'; call its service (add a service function if needed)`;
    },
  },
  {
    name: 'module-own-tables',
    summary:
      'modules/X/** imports from @casino/db only the tables and views of schema/X.ts (plus SHARED_VIEWS; tests exempt)',
    check(file, subject) {
      const own = segmentUnder(file, SERVER_MODULES);
      if (!own || subject.kind !== 'import' || isTestFile(file)) return undefined;
      const foreign = subject.tables.filter(
        (table) =>
          table.schema !== own &&
          // A module split in parts owns `schema/<module>-<part>.ts` too (retention, issue 33).
          !table.schema.startsWith(`${own}-`) &&
          !(table.isView && SHARED_VIEWS.has(table.name)),
      );
      if (!foreign.length) return undefined;
      const names = foreign.map((table) => `${table.name} (schema/${table.schema}.ts)`).join(', ');
      return `module '${own}' uses ${names}; call the owning module's service instead`;
    },
  },
  {
    name: 'contracts-zod-only',
    summary:
      'packages/contracts imports only zod, libphonenumber-js (phone rules, ARCHITECTURE "field libraries") and its own files (tests may add vitest)',
    check(file, subject) {
      const target = targetOf(subject);
      if (!target || !isUnder(file, 'packages/contracts')) return undefined;
      if (isUnder(target.path, 'packages/contracts')) return undefined;
      const allowed = isTestFile(file) ? [...CONTRACT_DEPS, 'vitest'] : CONTRACT_DEPS;
      if (target.packageName && allowed.includes(target.packageName)) return undefined;
      return `contracts depend on zod and libphonenumber-js alone, not '${target.specifier}'`;
    },
  },
  {
    name: 'db-server-only',
    summary: '@casino/db is imported only by apps/server, packages/db, bench/ and e2e/',
    check(file, subject) {
      const target = targetOf(subject);
      if (!target || !isDbTarget(target) || DB_USERS.some((dir) => isUnder(file, dir)))
        return undefined;
      return 'only the API server (and bench/, e2e/) may import the database package';
    },
  },
];
