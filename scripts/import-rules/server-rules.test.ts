import { describe, expect, it } from 'vitest';
import { findViolations } from './test-fixture.ts';

const SRC = 'apps/server/src';

describe('server import rules', () => {
  it("fails a module reaching another module's repository or routes", () => {
    expect(
      findViolations({
        [`${SRC}/modules/payment/deposit-service.ts`]: [
          "import { postRow } from '../wallet/repository.ts';",
          "import { walletRoutes } from '../wallet/routes.ts';",
          "import type { Row } from '../wallet/ledger/types.ts';",
          "import type { Ctx } from '../wallet/ledger/context.ts';",
        ].join('\n'),
      }),
    ).toEqual(
      [1, 2, 3, 4].map(
        (line) => `cross-module-private ${SRC}/modules/payment/deposit-service.ts:${line}`,
      ),
    );
  });

  it("lets a module use another module's services and its own internals", () => {
    expect(
      findViolations({
        [`${SRC}/modules/payment/deposit-service.ts`]: [
          "import { creditDeposit } from '../wallet/service.ts';",
          "import { findEmails } from '../player/account-service.ts';",
          "import { listGames } from '../game/catalog/service.ts';",
          "import type { WalletContext } from '../wallet/context.ts';",
          "import { insertInvoice } from './repository.ts';",
          "import { AppError } from '../../shared/errors.ts';",
        ].join('\n'),
      }),
    ).toEqual([]);
  });

  it('fails plugins and shared files that import a module', () => {
    expect(
      findViolations({
        [`${SRC}/plugins/seo.ts`]:
          "import { listLocales } from '../modules/settings/service.ts';\n",
        [`${SRC}/shared/money.ts`]:
          "import type { Account } from '../modules/wallet/service.ts';\n",
        [`${SRC}/plugins/auth.ts`]: "import { AppError } from '../shared/errors.ts';\n",
      }),
    ).toEqual([
      `plugins-shared-no-modules ${SRC}/plugins/seo.ts:1`,
      `plugins-shared-no-modules ${SRC}/shared/money.ts:1`,
    ]);
  });

  it('keeps realtime and notification as sinks that only app.ts wires in', () => {
    expect(
      findViolations({
        [`${SRC}/modules/wallet/service.ts`]: "import { push } from '../realtime/hub.ts';\n",
        [`${SRC}/modules/game/service.ts`]:
          "import { notify } from '../notification/service.ts';\n",
        [`${SRC}/modules/realtime/plugin.ts`]: "import { hub } from './hub.ts';\n",
        [`${SRC}/app.ts`]: "import { realtime } from './modules/realtime/plugin.ts';\n",
      }),
    ).toEqual([
      `sink-modules ${SRC}/modules/game/service.ts:1`,
      `sink-modules ${SRC}/modules/wallet/service.ts:1`,
    ]);
  });

  it('keeps the built-in provider away from the modules, except in its tests', () => {
    expect(
      findViolations({
        [`${SRC}/builtin-provider/settlement.ts`]:
          "import { payWin } from '../modules/wallet/service.ts';\n",
        [`${SRC}/builtin-provider/casino.test.ts`]:
          "import { checkLedger } from '../modules/wallet/service.ts';\n",
      }),
    ).toEqual([`builtin-provider-no-modules ${SRC}/builtin-provider/settlement.ts:1`]);
  });
});
