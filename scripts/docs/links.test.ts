import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { brokenLinks, headingAnchors } from './links.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

function repo(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'docs-links-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

describe('links to the documents', () => {
  it('finds no broken link or anchor in the README, docs, bench notes or code comments', () => {
    const files = execFileSync('git', ['ls-files', '*.md', '*.ts', '*.tsx'], {
      cwd: ROOT,
      encoding: 'utf8',
    })
      .split('\n')
      // The content store's pages link the site's own paths, checked by the site's tests; this
      // file's fixtures are broken on purpose.
      .filter((file) => file && !file.startsWith('content/') && !file.startsWith('scripts/docs/'));
    expect(brokenLinks(ROOT, files)).toEqual([]);
  });

  it('names a missing heading, a missing file and a comment pointing at a missing heading', () => {
    const root = repo({
      'docs/product/states.md': '# States\n## Wallet button\n## Return-game\n',
      'README.md':
        '[ok](docs/product/states.md#wallet-button) [bad](docs/product/states.md#wallet) [gone](docs/nothing.md) [site](/static/terms)\n',
      'apps/web/link.ts':
        '// The return-game state (docs/product/states.md#return-game, docs/product/states.md#wallet)\n',
    });
    expect(brokenLinks(root, ['README.md', 'apps/web/link.ts'])).toEqual([
      'README.md: no heading #wallet in docs/product/states.md',
      'README.md: no file docs/nothing.md',
      'apps/web/link.ts: no heading #wallet in docs/product/states.md',
    ]);
  });

  it('makes anchors as GitHub does: punctuation dropped, repeats numbered, code fences skipped', () => {
    const anchors = headingAnchors(
      '# Rule 6: preloader\n## Rule 6: preloader\n```\n# not a heading\n```\n<a id="custom"></a>\n',
    );
    expect([...anchors]).toEqual(['rule-6-preloader', 'rule-6-preloader-1', 'custom']);
  });
});
