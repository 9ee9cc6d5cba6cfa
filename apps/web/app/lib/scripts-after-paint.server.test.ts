import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { rewrite, scriptsAfterFirstPaint } from './scripts-after-paint.server';

const LOADER = `import "/assets/manifest-1.js";
import * as route0 from "/assets/root-2.js";
import * as route1 from "/assets/home-3.js";

  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};

import("/assets/entry.client-4.js");`;

const page = (loader: string) =>
  '<html><head><link rel="modulepreload" href="/assets/manifest-1.js" nonce="N"/>' +
  '<link rel="stylesheet" href="/s.css"/><link rel="modulepreload" href="/assets/root-2.js" nonce="N"/>' +
  `</head><body><p>é</p><script nonce="N" type="module" async="">${loader}</script></body></html>`;

describe('scriptsAfterFirstPaint', () => {
  it('takes the preloads out of the head and starts them, then the imports in order, after a frame', () => {
    const html = rewrite(page(LOADER));
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).toContain('<link rel="stylesheet" href="/s.css"/>');
    const loader = /<script nonce="N" type="module" async="">([\s\S]*?)<\/script>/.exec(html)?.[1];
    expect(loader?.split('\n')).toEqual([
      'await new Promise((go) => { requestAnimationFrame(() => setTimeout(go, 0)); setTimeout(go, 200); });',
      'for (const href of ["/assets/manifest-1.js","/assets/root-2.js"]) { const link = document.createElement("link"); link.rel = "modulepreload"; link.href = href; document.head.append(link); }',
      'await import("/assets/manifest-1.js");',
      'const [route0, route1] = await Promise.all([import("/assets/root-2.js"), import("/assets/home-3.js")]);',
      'window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};',
      'import("/assets/entry.client-4.js");',
    ]);
  });

  it('leaves a page whose loader it does not recognise exactly as it was', () => {
    const odd = page(`${LOADER}\nimport { x } from "/y.js";`);
    expect(rewrite(odd)).toBe(odd);
    const none = '<html><head><link rel="modulepreload" href="/a.js"/></head></html>';
    expect(rewrite(none)).toBe(none);
  });

  it('rewrites the document however it was cut into chunks, multi-byte characters included', async () => {
    const bytes = Buffer.from(page(LOADER));
    const expected = rewrite(page(LOADER));
    for (const cut of [1, 80, bytes.indexOf('é') + 1, bytes.length - 5]) {
      const chunks = [bytes.subarray(0, cut), bytes.subarray(cut)];
      expect(await text(Readable.from(chunks).pipe(scriptsAfterFirstPaint()))).toBe(expected);
    }
  });
});
