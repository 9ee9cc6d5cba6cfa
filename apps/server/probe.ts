import { PGlite } from '@electric-sql/pglite';
let t = performance.now();
const a = new PGlite('memory://'); await a.waitReady; console.log('init', performance.now() - t); t = performance.now();
const b = new PGlite('memory://'); await b.waitReady; console.log('init2', performance.now() - t); t = performance.now();
const dump = await b.dumpDataDir('none'); console.log('dump', performance.now() - t, dump.size); t = performance.now();
const c = new PGlite('memory://', { loadDataDir: dump }); await c.waitReady; console.log('load', performance.now() - t); t = performance.now();
const d = await b.clone(); console.log('clone', performance.now() - t);
