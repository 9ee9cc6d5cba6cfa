/**
 * What the browser build resolves `react-dom` to (docs/decisions/033). `preload` is React 19's
 * resource hint: the server's React writes it into the head; in the browser it adds the same
 * `<link>` once when a page first needs the resource after a client-side navigation.
 */
import compat from 'preact/compat';

// @ts-expect-error preact/compat's types are one `export =` namespace; the module is plain ESM.
export * from 'preact/compat';

type PreloadOptions = { as: string; fetchPriority?: 'high' | 'low' | 'auto'; type?: string };

export function preload(href: string, options: PreloadOptions) {
  if (typeof document === 'undefined') return;
  for (const link of document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')) {
    if (link.getAttribute('href') === href) return;
  }
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = options.as;
  link.href = href;
  if (options.fetchPriority) link.fetchPriority = options.fetchPriority;
  if (options.type) link.type = options.type;
  document.head.append(link);
}

export default { ...compat, preload };
