import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

export interface Asset {
  /** `game.3f9a1c2b.js`: the content hash makes it cacheable forever. */
  name: string;
  type: string;
  body: Buffer;
  gzip: Buffer;
}

export interface ClientAssets {
  script: Asset;
  style: Asset;
  verifyStyle: Asset;
  byName: Map<string, Asset>;
}

/** A file of the game client workspace, by its package export (no path into another app). */
const clientFile = (entry: string) =>
  fileURLToPath(import.meta.resolve(`@casino/game-client/${entry}`));

function asset(base: string, ext: string, type: string, body: Buffer): Asset {
  const hash = createHash('sha256').update(body).digest('hex').slice(0, 10);
  return { name: `${base}.${hash}.${ext}`, type, body, gzip: gzipSync(body, { level: 9 }) };
}

/**
 * The game client (vanilla TypeScript and CSS in apps/game-client) bundled and minified by esbuild
 * in memory: once per process, on first use, in about 100 ms.
 */
async function bundle(): Promise<ClientAssets> {
  const result = await build({
    entryPoints: {
      game: clientFile('entry/game'),
      styles: clientFile('entry/styles.css'),
      verify: clientFile('entry/verify.css'),
    },
    bundle: true,
    minify: true,
    write: false,
    outdir: '/out',
    format: 'iife',
    target: ['es2022', 'chrome110', 'safari16', 'firefox115'],
    legalComments: 'none',
    logLevel: 'silent',
  });
  const file = (name: string) =>
    Buffer.from(result.outputFiles.find((f) => f.path.endsWith(`/${name}`))!.contents);
  const css = 'text/css; charset=utf-8';
  const script = asset('game', 'js', 'text/javascript; charset=utf-8', file('game.js'));
  const style = asset('game', 'css', css, file('styles.css'));
  const verifyStyle = asset('verify', 'css', css, file('verify.css'));
  const all = [script, style, verifyStyle];
  return { script, style, verifyStyle, byName: new Map(all.map((a) => [a.name, a])) };
}

let cached: Promise<ClientAssets> | null = null;

export function clientAssets(): Promise<ClientAssets> {
  cached ??= bundle().catch((error: unknown) => {
    cached = null;
    throw error;
  });
  return cached;
}
