import { describe, expect, it } from 'vitest';
import { findViolations } from './test-fixture.ts';

const MODULES = 'apps/server/src/modules';
const SCHEMA = {
  'packages/db/src/schema/player.ts': [
    "export const players = pgTable('players', {});",
    'export const PLAYER_TOKEN_KINDS = [] as const;',
  ].join('\n'),
  'packages/db/src/schema/payment.ts': [
    'export const paymentInvoices = pgTable(',
    "  'payment_invoices',",
    '  {},',
    ');',
  ].join('\n'),
  'packages/db/src/schema/settings.ts':
    "export const currencyRates = pgView('currency_rates', {}).as(sql`select 1`);\n",
  'packages/db/src/schema/reporting.ts': [
    "export const dailyDeposits = pgView('daily_deposits', {}).existing();",
    "export const sharedFigures = pgView('shared_figures', {}).existing();",
  ].join('\n'),
};

describe('table ownership rule', () => {
  it("fails a module importing another domain's table from @casino/db", () => {
    expect(
      findViolations({
        ...SCHEMA,
        [`${MODULES}/payment/deposit-service.ts`]:
          "import { paymentInvoices, players } from '@casino/db';\n",
        [`${MODULES}/verification/rules.ts`]:
          "import { type Db, paymentInvoices as invoices } from '@casino/db';\n",
        [`${MODULES}/support/agent-service.ts`]: "export { players } from '@casino/db';\n",
        [`${MODULES}/limits/repository.ts`]: "import { dailyDeposits } from '@casino/db';\n",
      }),
    ).toEqual([
      `module-own-tables ${MODULES}/limits/repository.ts:1`,
      `module-own-tables ${MODULES}/payment/deposit-service.ts:1`,
      `module-own-tables ${MODULES}/support/agent-service.ts:1`,
      `module-own-tables ${MODULES}/verification/rules.ts:1`,
    ]);
  });

  it('lets a module import its own tables and views, shared views, types, constants, and tests anything', () => {
    expect(
      findViolations({
        ...SCHEMA,
        [`${MODULES}/player/repository.ts`]:
          "import { type Db, PLAYER_TOKEN_KINDS, players, queryRows } from '@casino/db';\n",
        [`${MODULES}/reporting/service.ts`]: "import { dailyDeposits } from '@casino/db';\n",
        [`${MODULES}/limits/repository.ts`]: "import { currencyRates } from '@casino/db';\n",
        [`${MODULES}/payment/deposit.test.ts`]: "import { players } from '@casino/db';\n",
        'apps/server/src/app.ts': "import { paymentInvoices } from '@casino/db';\n",
      }),
    ).toEqual([]);
  });
});
