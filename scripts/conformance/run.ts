// npm run conformance -- <hub88|softswiss|everymatrix|slotegrator|builtin|all> [site URL]
// Replays the conformance suite (kit.ts) against a running sandbox site (npm start), through
// the named dialect, and exits 1 when any case or the ledger check fails.
import {
  builtinDriver,
  type Driver,
  everymatrixDriver,
  httpPost,
  hub88Driver,
  slotegratorDriver,
  softswissDriver,
} from './drivers.ts';
import { httpFixture } from './http-fixture.ts';
import { formatReport, runConformance } from './kit.ts';

const DRIVERS: Record<string, (siteUrl: string) => Driver> = {
  hub88: (url) => hub88Driver(httpPost(url)),
  softswiss: (url) => softswissDriver(httpPost(url)),
  everymatrix: (url) => everymatrixDriver(httpPost(url)),
  slotegrator: (url) => slotegratorDriver(httpPost(url)),
  builtin: (url) => builtinDriver(httpPost(url)),
};

const [name, url] = process.argv.slice(2);
const siteUrl = (
  url ??
  process.env.CONFORMANCE_SITE_URL ??
  `http://127.0.0.1:${process.env.PORT ?? 3000}`
).replace(/\/$/, '');
const names = name === 'all' || !name ? Object.keys(DRIVERS) : [name];
if (names.some((n) => !DRIVERS[n])) {
  console.error(`Usage: npm run conformance -- <${Object.keys(DRIVERS).join('|')}|all> [site URL]`);
  process.exit(2);
}
let failed = false;
for (const n of names) {
  const report = await runConformance(DRIVERS[n]!(siteUrl), httpFixture(siteUrl));
  console.log(formatReport(report));
  failed ||= !report.ok;
}
process.exit(failed ? 1 : 0);
