import { describe, expect, it } from 'vitest';
import { findViolations } from './test-fixture.ts';

const APP = 'apps/web/app';

describe('web import rules', () => {
  it('fails a feature importing another feature, statically or dynamically', () => {
    expect(
      findViolations({
        [`${APP}/features/games/tile.tsx`]: "import { Pay } from '../wallet/pay';\n",
        [`${APP}/features/games/lazy.ts`]: "export const load = () => import('../modals/host');\n",
        [`${APP}/features/games/again.ts`]: "export { x } from '../wallet';\n",
      }),
    ).toEqual([
      `feature-to-feature ${APP}/features/games/again.ts:1`,
      `feature-to-feature ${APP}/features/games/lazy.ts:1`,
      `feature-to-feature ${APP}/features/games/tile.tsx:1`,
    ]);
  });

  it('lets a feature import its own files, components, lib and contracts', () => {
    expect(
      findViolations({
        [`${APP}/features/games/tile.tsx`]: [
          "import { Row } from './row';",
          "import { Button } from '../../components/ui/button';",
          "import { api } from '../../lib/api/client';",
          "import { GameSchema } from '@casino/contracts';",
        ].join('\n'),
      }),
    ).toEqual([]);
  });

  it('fails components and lib importing features or routes', () => {
    expect(
      findViolations({
        [`${APP}/components/ui/card.tsx`]: "import type { X } from '../../features/games/x';\n",
        [`${APP}/lib/site.ts`]: "import { meta } from '../routes/home';\n",
      }),
    ).toEqual([
      `components-no-features ${APP}/components/ui/card.tsx:1`,
      `components-no-features ${APP}/lib/site.ts:1`,
    ]);
  });

  it('fails a component that calls fetch or names an /api/ path', () => {
    expect(
      findViolations({
        [`${APP}/components/ui/balance.tsx`]: [
          'export async function load() {',
          "  return fetch('https://example.test/x');",
          '}',
          "export const a = '/api/wallet/accounts';",
          // biome-ignore lint/suspicious/noTemplateCurlyInString: fixture source with a template literal
          'export const b = (id: string) => `/api/wallet/accounts/${id}`;',
          'export const c = <a href="/api/x">x</a>;',
          'export const d = () => window.fetch(a);',
        ].join('\n'),
      }),
    ).toEqual(
      [2, 4, 5, 6, 7].map(
        (line) => `no-fetch-outside-api-client ${APP}/components/ui/balance.tsx:${line}`,
      ),
    );
  });

  it('allows fetch and /api/ paths in lib/api/, in tests, in comments and in look-alikes', () => {
    expect(
      findViolations({
        [`${APP}/lib/api/client.ts`]: "export const get = () => fetch('/api/player/profile');\n",
        [`${APP}/features/games/tile.test.tsx`]: "await fetch('/api/game/games');\n",
        [`${APP}/features/games/tile.tsx`]: [
          "// fetch('/api/game/games') used to live here",
          '/* const url = `/api/game/games`; */',
          'export const Tile = ({ q }: P) => <p onClick={() => q.refetch()}>Don\'t fetch("/api/")</p>;',
          "export const other = () => client.fetch('x');",
          "export const path = 'see /api/ docs';",
        ].join('\n'),
      }),
    ).toEqual([]);
  });

  it('keeps Node, the database and the server out of web files except *.server.ts and tests', () => {
    expect(
      findViolations({
        [`${APP}/features/games/tile.tsx`]: "import { readFile } from 'node:fs';\n",
        [`${APP}/features/games/rows.ts`]: "import { db } from '@casino/db';\n",
        [`${APP}/lib/app.ts`]: "import type { App } from '../../../server/src/app.ts';\n",
        [`${APP}/lib/files.server.ts`]: "import { readFile } from 'node:fs';\n",
        [`${APP}/lib/files.test.ts`]: "import { readFile } from 'node:fs';\n",
      }),
    ).toEqual([
      `web-no-server ${APP}/features/games/rows.ts:1`,
      `web-no-server ${APP}/features/games/tile.tsx:1`,
      `web-no-server ${APP}/lib/app.ts:1`,
    ]);
  });
});
