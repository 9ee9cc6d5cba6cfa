import { randomUUID } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/**
 * After `react-router build`: writes the build manifest the browser polls
 * (assets/builds/latest.json and builds/meta/{id}.json) and pre-compresses text assets so
 * the server sends them as .br/.gz without compressing on every request.
 */
const clientDir = new URL('../build/client', import.meta.url).pathname;
const buildsDir = join(clientDir, 'assets/builds');
const id = process.env.BUILD_ID || randomUUID();
const meta = { id, timestamp: Date.now() };
mkdirSync(join(buildsDir, 'meta'), { recursive: true });
writeFileSync(join(buildsDir, 'latest.json'), JSON.stringify(meta));
writeFileSync(
  join(buildsDir, 'meta', `${id}.json`),
  JSON.stringify({ ...meta, matcher: { static: {}, wildcard: {}, dynamic: {} }, prerendered: [] }),
);

function* files(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else yield path;
  }
}

let count = 0;
for (const file of files(clientDir)) {
  if (!/\.(js|css|svg|json|txt|html)$/.test(file) || file.includes('/builds/')) continue;
  const source = readFileSync(file);
  if (source.length < 1024) continue;
  writeFileSync(`${file}.gz`, gzipSync(source, { level: 9 }));
  writeFileSync(
    `${file}.br`,
    brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  count++;
}
console.log(`build ${id}: manifest written, ${count} assets pre-compressed`);
