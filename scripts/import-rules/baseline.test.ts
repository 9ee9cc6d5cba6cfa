import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { BASELINE_PATH } from './baseline.ts';
import { createRepo } from './test-fixture.ts';

const SCRIPT = fileURLToPath(new URL('../check-imports.ts', import.meta.url));
const TILE = 'apps/web/app/features/games/tile.tsx';
const PANE = 'apps/web/app/features/wallet/pane.tsx';

function runChecker(root: string, ...flags: string[]) {
  const run = spawnSync(process.execPath, [SCRIPT, root, ...flags], { encoding: 'utf8' });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

describe('check-imports baseline', () => {
  it('fails on a violation, printing file:line, rule and explanation', () => {
    const root = createRepo({ [TILE]: "\nimport { Pay } from '../wallet/pay';\n" });
    const run = runChecker(root);
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(
      `${TILE}:2  feature-to-feature: feature 'games' imports feature 'wallet'`,
    );
  });

  it('tolerates baselined violations and fails only on new ones', () => {
    const root = createRepo({
      [TILE]: "import { Pay } from '../wallet/pay';\n",
      // The same literal twice needs two baseline lines.
      [PANE]: "export const a = '/api/wallet';\nexport const b = '/api/wallet';\n",
    });
    expect(runChecker(root, '--write-baseline').status).toBe(0);
    expect(readFileSync(join(root, BASELINE_PATH), 'utf8')).toContain(
      `${TILE} -> ../wallet/pay (feature-to-feature)\n`,
    );
    const clean = runChecker(root);
    expect(clean.status).toBe(0);
    expect(clean.stdout).toContain('3 tolerated by the baseline');

    writeFileSync(join(root, PANE), "export const a = '/api/wallet';\n".repeat(3));
    writeFileSync(
      join(root, TILE),
      "import { Pay } from '../wallet/pay';\nimport '../modals/x';\n",
    );
    const worse = runChecker(root);
    expect(worse.status).toBe(1);
    expect(worse.stderr).toContain(`${PANE}:3  no-fetch-outside-api-client`);
    expect(worse.stderr).toContain(`${TILE}:2  feature-to-feature`);
    expect(worse.stderr).not.toContain(`${TILE}:1`);
  });

  it('fails on a stale baseline entry so the baseline only shrinks', () => {
    const root = createRepo({ [TILE]: "import { Pay } from '../wallet/pay';\n" });
    runChecker(root, '--write-baseline');
    writeFileSync(join(root, TILE), "import { Row } from './row';\n");
    const run = runChecker(root);
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(
      `stale-baseline: '${TILE} -> ../wallet/pay (feature-to-feature)' no longer occurs`,
    );
  });
});
