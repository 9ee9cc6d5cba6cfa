import { describe, expect, it } from 'vitest';
import { findViolations } from './test-fixture.ts';

describe('package import rules', () => {
  it('lets contracts import zod and their own files only (tests may add vitest)', () => {
    expect(
      findViolations({
        'packages/contracts/src/money.ts':
          "import { z } from 'zod';\nimport { ids } from './ids.ts';\n",
        'packages/contracts/src/money.test.ts':
          "import { it } from 'vitest';\nimport { z } from 'zod/v4';\n",
        'packages/contracts/src/http.ts': "import type { FastifyReply } from 'fastify';\n",
        'packages/contracts/src/env.ts': "import { env } from 'node:process';\n",
      }),
    ).toEqual([
      'contracts-zod-only packages/contracts/src/env.ts:1',
      'contracts-zod-only packages/contracts/src/http.ts:1',
    ]);
  });

  it('lets only the server, the db package, bench and e2e import @casino/db', () => {
    const importDb = "import { createDb } from '@casino/db';\n";
    expect(
      findViolations({
        'apps/server/src/plugins/db.ts': importDb,
        'packages/db/src/cli.ts': "import { createDb } from './client.ts';\n",
        'bench/ledger.ts': importDb,
        'e2e/support/site.ts': importDb,
        'packages/game-engine/src/rtp.ts': importDb,
        'packages/game-engine/src/seed.ts': "import { seed } from '../../db/src/seed.ts';\n",
      }),
    ).toEqual([
      'db-server-only packages/game-engine/src/rtp.ts:1',
      'db-server-only packages/game-engine/src/seed.ts:1',
    ]);
  });
});
