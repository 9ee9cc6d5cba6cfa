// Enforces the import rules of STYLE.md sections 1-2 (docs/decisions/011-import-rules.md).
// Usage: node scripts/check-imports.ts [root] [--write-baseline]
import { join, resolve } from 'node:path';
import {
  BASELINE_PATH,
  compareWithBaseline,
  readBaseline,
  writeBaseline,
} from './import-rules/baseline.ts';
import { checkImports, type Violation } from './import-rules/check.ts';
import { RULES } from './import-rules/rules.ts';

const args = process.argv.slice(2);
if (args.includes('--help')) {
  console.log('Usage: node scripts/check-imports.ts [root] [--write-baseline]\n\nRules:');
  for (const rule of RULES) console.log(`  ${rule.name.padEnd(28)} ${rule.summary}`);
  process.exit(0);
}
const root = resolve(args.find((arg) => !arg.startsWith('--')) ?? '.');
const baselinePath = join(root, BASELINE_PATH);
const { fileCount, violations } = checkImports(root);
// performance.now() counts from process start, so this includes loading the TypeScript parser.
const elapsed = `${(performance.now() / 1000).toFixed(2)} s`;

if (args.includes('--write-baseline')) {
  writeBaseline(baselinePath, violations);
  console.log(`import rules: wrote ${violations.length} entries to ${BASELINE_PATH}`);
  console.log(`  ${countByRule(violations) || 'no violations'}`);
  process.exit(0);
}

const { failing, tolerated, stale } = compareWithBaseline(violations, readBaseline(baselinePath));
for (const v of failing) console.error(`${v.file}:${v.line}  ${v.rule}: ${v.message}`);
for (const entry of stale) {
  console.error(
    `${BASELINE_PATH}  stale-baseline: '${entry}' no longer occurs; delete the line so the baseline only shrinks`,
  );
}
const toleratedNote = tolerated.length
  ? `; ${tolerated.length} tolerated by the baseline (${countByRule(tolerated)})`
  : '';
console.log(`import rules: ${fileCount} files in ${elapsed}${toleratedNote}`);
if (failing.length || stale.length) {
  console.error(
    `import rules: ${failing.length} new violation(s), ${stale.length} stale baseline entr${stale.length === 1 ? 'y' : 'ies'}`,
  );
  process.exit(1);
}

function countByRule(list: Violation[]): string {
  return RULES.map((rule) => [rule.name, list.filter((v) => v.rule === rule.name).length] as const)
    .filter(([, count]) => count > 0)
    .map(([name, count]) => `${name} ${count}`)
    .join(', ');
}
