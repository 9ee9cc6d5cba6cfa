import { Transform } from 'node:stream';

const PRELOAD = /<link rel="modulepreload" href="([^"]+)"[^>]*\/>/g;
const MODULE_SCRIPT = /(<script[^>]* type="module"[^>]*>)([\s\S]*?)(<\/script>)/;
const SIDE_EFFECT_IMPORT = /^import "([^"]+)";$/;
const NAMESPACE_IMPORT = /^import \* as (\w+) from "([^"]+)";$/;
const ENTRY_IMPORT = /^import\("([^"]+)"\);$/;

/**
 * React Router's module loader (`import "manifest"; import * as routeN from …; … import(entry)`)
 * rewritten to start after the first paint: wait for a frame (or 200 ms in a background tab),
 * add the module preloads then, and import in the same order. Null when the script is not of
 * that shape (the page then keeps React Router's own loader).
 */
export function loaderAfterPaint(body: string, preloads: string[]): string | null {
  const sideEffects: string[] = [];
  const routes: [name: string, href: string][] = [];
  const rest: string[] = [];
  let entry: string | null = null;
  for (const line of body.split('\n').map((l) => l.trim())) {
    if (line === '') continue;
    const sideEffect = SIDE_EFFECT_IMPORT.exec(line);
    const route = NAMESPACE_IMPORT.exec(line);
    const entryImport = ENTRY_IMPORT.exec(line);
    if (sideEffect?.[1]) sideEffects.push(sideEffect[1]);
    else if (route?.[1] && route[2]) routes.push([route[1], route[2]]);
    else if (entryImport?.[1] && entry === null) entry = entryImport[1];
    else if (entry === null && !line.startsWith('import')) rest.push(line);
    else return null;
  }
  if (entry === null) return null;
  const json = JSON.stringify;
  return [
    'await new Promise((go) => { requestAnimationFrame(() => setTimeout(go, 0)); setTimeout(go, 200); });',
    `for (const href of ${json(preloads)}) { const link = document.createElement("link"); link.rel = "modulepreload"; link.href = href; document.head.append(link); }`,
    ...sideEffects.map((href) => `await import(${json(href)});`),
    `const [${routes.map(([name]) => name).join(', ')}] = await Promise.all([${routes
      .map(([, href]) => `import(${json(href)})`)
      .join(', ')}]);`,
    ...rest,
    `import(${json(entry)});`,
  ].join('\n');
}

/**
 * The page's HTML with its scripts starting after the first paint (docs/decisions/021): every
 * page is complete server HTML that paints without script, and its links work before
 * hydration, so the framework (117 KB gzip) need not share the first bytes with the text and
 * the largest image. The module preloads leave `<head>` and are added by the loader once a
 * frame is painted. The document is complete when this runs (onAllReady), so it is buffered
 * and rewritten once.
 */
export function scriptsAfterFirstPaint(): Transform {
  const chunks: Buffer[] = [];
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      chunks.push(chunk);
      done();
    },
    flush(done) {
      const html = Buffer.concat(chunks).toString('utf8');
      done(null, rewrite(html));
    },
  });
}

export function rewrite(html: string): string {
  const script = MODULE_SCRIPT.exec(html);
  if (!script?.[1] || script[2] === undefined || !script[3]) return html;
  const preloads = [...html.matchAll(PRELOAD)].flatMap((m) => (m[1] ? [m[1]] : []));
  const loader = loaderAfterPaint(script[2], preloads);
  if (loader === null) return html;
  return html
    .replace(MODULE_SCRIPT, () => `${script[1]}${loader}${script[3]}`)
    .replace(PRELOAD, '');
}
