const loading = new Map<string, Promise<void>>();

/**
 * Loads a third-party script once, on demand (the Sumsub WebSDK, chat widgets): one `<script>`
 * per URL, shared by every caller; a failed load may be tried again. The page policy allows only
 * the configured widgets' origins (docs/decisions/028 and 030).
 */
export function loadScript(url: string, attributes: Record<string, string> = {}): Promise<void> {
  const known = loading.get(url);
  if (known) return known;
  const promise = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value);
    script.onload = () => resolve();
    script.onerror = () => {
      loading.delete(url);
      script.remove();
      reject(new Error(`${url} did not load`));
    };
    document.head.appendChild(script);
  });
  loading.set(url, promise);
  return promise;
}
