import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { acceptsGzip, bodyWithNonce, createGuestPageCache, offsetsOf } from './guest-page-cache.ts';

const page = (body: string, nonce = 'N0nce+/=') => ({
  status: 200,
  headers: [['content-type', 'text/html']] as Array<[string, string]>,
  body: Buffer.from(body),
  nonce,
});

describe('guest page cache', () => {
  it('gives back a kept page with a fresh nonce wherever the render wrote its own', () => {
    const cache = createGuestPageCache({ ttlMs: 10_000, maxBytes: 1_000_000 });
    cache.set(
      '/games',
      page('<script nonce="N0nce+/=">a</script><p>N0nce</p><x nonce="N0nce+/=">'),
    );
    const kept = cache.get('/games');
    if (!kept) throw new Error('not kept');
    const first = bodyWithNonce(kept, 'Fresh1+/');
    const second = bodyWithNonce(kept, 'Fresh2+/');
    expect(first.body.toString()).toBe(
      '<script nonce="Fresh1+/">a</script><p>N0nce</p><x nonce="Fresh1+/">',
    );
    // Two replies in flight never share a buffer.
    expect(second.body.toString()).toBe(
      '<script nonce="Fresh2+/">a</script><p>N0nce</p><x nonce="Fresh2+/">',
    );
    expect(first.body.toString()).toContain('Fresh1+/');
    // Another length (not drawNonce's) is cut and joined.
    expect(bodyWithNonce(kept, 'x').body.toString()).toBe(
      '<script nonce="x">a</script><p>N0nce</p><x nonce="x">',
    );
  });

  it('gives the same page gzipped, with the fresh nonce and a valid checksum', () => {
    const cache = createGuestPageCache({ ttlMs: 10_000, maxBytes: 1_000_000 });
    const html = `<script nonce="N0nce+/=">a</script>${'<p>tile</p>'.repeat(500)}<x nonce="N0nce+/=">`;
    cache.set('/games', page(html));
    const kept = cache.get('/games');
    if (!kept) throw new Error('not kept');
    const { body } = bodyWithNonce(kept, 'Fresh1+/', { gzip: true });
    expect(body.length).toBeLessThan(html.length / 10);
    expect(gunzipSync(body).toString()).toBe(html.replaceAll('N0nce+/=', 'Fresh1+/'));
    expect(acceptsGzip('gzip, deflate, br, zstd')).toBe(true);
    expect(acceptsGzip('br;q=1, gzip;q=0.5')).toBe(true);
    expect(acceptsGzip('br, gzip;q=0')).toBe(false);
    expect(acceptsGzip(undefined)).toBe(false);
  });

  it('reuses a reply copy only after its reply released it', () => {
    const cache = createGuestPageCache({ ttlMs: 10_000, maxBytes: 1_000_000 });
    cache.set('/', page('<b nonce="N0nce+/=">'));
    const kept = cache.get('/');
    if (!kept) throw new Error('not kept');
    const first = bodyWithNonce(kept, 'AAAAAAAA');
    const second = bodyWithNonce(kept, 'BBBBBBBB');
    expect(second.body).not.toBe(first.body);
    first.release();
    const third = bodyWithNonce(kept, 'CCCCCCCC');
    expect(third.body).toBe(first.body);
    expect(third.body.toString()).toBe('<b nonce="CCCCCCCC">');
    expect(second.body.toString()).toBe('<b nonce="BBBBBBBB">');
    expect(kept.body.toString()).toBe('<b nonce="N0nce+/=">');
  });

  it('forgets a page after its time to live', () => {
    let now = 0;
    const cache = createGuestPageCache({ ttlMs: 10_000, maxBytes: 1_000_000, now: () => now });
    cache.set('/', page('home'));
    now = 9_999;
    expect(cache.get('/')).toBeDefined();
    now = 10_000;
    expect(cache.get('/')).toBeUndefined();
    expect(cache.bytes).toBe(0);
  });

  it('keeps at most maxBytes, dropping the least recently used page first', () => {
    // A page counts its body and its gzip, each 9 times (itself and up to 8 reply copies).
    const probe = createGuestPageCache({ ttlMs: 10_000, maxBytes: 1_000_000 });
    probe.set('a', page('aaaa'));
    const one = probe.bytes;
    const cache = createGuestPageCache({ ttlMs: 10_000, maxBytes: Math.floor(one * 2.5) });
    cache.set('a', page('aaaa'));
    cache.set('b', page('bbbb'));
    cache.get('a');
    cache.set('c', page('cccc'));
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBeDefined();
    expect(cache.get('c')).toBeDefined();
    expect(cache.bytes).toBe(one * 2);
    cache.set('huge', page('x'.repeat(1000)));
    expect(cache.get('huge')).toBeUndefined();
    expect(cache.size).toBe(2);
  });

  it('keeps nothing with a time to live of 0', () => {
    const cache = createGuestPageCache({ ttlMs: 0, maxBytes: 1_000 });
    cache.set('/', page('home'));
    expect(cache.get('/')).toBeUndefined();
  });

  it('renders once for concurrent misses of one key, and again once that finished', async () => {
    const cache = createGuestPageCache({ ttlMs: 10_000, maxBytes: 1_000 });
    let renders = 0;
    const render = async () => {
      renders += 1;
      await new Promise((r) => setTimeout(r, 10));
      return null;
    };
    await Promise.all([cache.coalesce('k', render), cache.coalesce('k', render)]);
    expect(renders).toBe(1);
    await cache.coalesce('k', render);
    expect(renders).toBe(2);
  });

  it('finds every occurrence of the nonce, and sends a page without one as it is', () => {
    expect(offsetsOf(Buffer.from('plain'), 'abc')).toEqual([]);
    expect(offsetsOf(Buffer.from('abcXabc'), 'abc')).toEqual([0, 4]);
    const cache = createGuestPageCache({ ttlMs: 10_000, maxBytes: 1_000 });
    cache.set('/x.data', page('{"data":1}'));
    const kept = cache.get('/x.data');
    if (!kept) throw new Error('not kept');
    expect(bodyWithNonce(kept, 'N').body).toBe(kept.body);
  });
});
