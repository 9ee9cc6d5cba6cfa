import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Vitest's default is one worker per core minus one: a single worker on CI's two cores, so the
    // unit files ran one after another while most of each file's time is waiting on PostgreSQL and
    // module imports. Two workers measured 1.56x faster on the same eight files (same run).
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'unit',
          // The journeys run after the unit files, never beside them (they are timing-sensitive).
          sequence: { groupOrder: 0 },
          include: [
            'packages/**/*.test.ts',
            'apps/server/**/*.test.ts',
            'apps/game-client/src/**/*.test.ts',
            'apps/web/app/**/*.test.{ts,tsx}',
            // Component tests of the back office's screens (happy-dom, named in each file).
            'apps/backoffice/src/**/*.test.{ts,tsx}',
            'scripts/**/*.test.ts',
          ],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          sequence: { groupOrder: 1 },
          include: ['e2e/**/*.spec.ts'],
          environment: 'node',
          // Sites booted ahead for the next file (each file still gets its own site and database).
          globalSetup: ['e2e/support/site-pool.ts'],
          // axe on every page the journeys open: a test fails on a serious or critical WCAG 2.1 AA
          // violation (e2e/support/axe.ts, ADR 049).
          setupFiles: ['e2e/support/a11y-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // One file at a time: the second core boots the site pool's next site (e2e/support/site-pool.ts)
          // and serves the browser; two files side by side made timing-sensitive journeys flaky.
          fileParallelism: false,
          // The files share one worker and its loaded modules (playwright, the database package, the
          // support files): each file's own imports took seconds per file under load. No journey mocks
          // a module or keeps state outside its own file.
          isolate: false,
          // Pages hydrate and fetch before they settle; a second is too short on a busy CI machine.
          expect: { poll: { timeout: 10_000, interval: 100 } },
          // CI sets E2E_RETRIES=1: a journey that fails is run once more, and the reporter names it
          // ("retry x1"), so a timing flake on CI's loaded two cores does not throw away a green run
          // while staying visible. Money and rules are proven by the unit project, never retried.
          retry: Number(process.env.E2E_RETRIES ?? 0),
        },
      },
    ],
  },
});
