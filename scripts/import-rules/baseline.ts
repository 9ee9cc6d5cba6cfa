import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { baselineKey, type Violation } from './check.ts';

export const BASELINE_PATH = 'scripts/import-rules/baseline.txt';

const HEADER = `# Known import-rule violations, tolerated until fixed (docs/decisions/011-import-rules.md).
# One "file -> target (rule)" per line. This list only shrinks: fix a line's import, then
# delete the line. Regenerate with: node scripts/check-imports.ts --write-baseline
`;

export type BaselineOutcome = {
  /** Violations not in the baseline: these fail the check. */
  failing: Violation[];
  tolerated: Violation[];
  /** Baseline lines that match no current violation: these fail too, so the list shrinks. */
  stale: string[];
};

/** Reads baseline entries; a missing file is an empty baseline. */
export function readBaseline(path: string): string[] {
  if (!existsSync(path)) return [];
  return readFileSync(path, 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
}

export function writeBaseline(path: string, violations: Violation[]): void {
  const entries = violations.map(baselineKey).sort();
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, HEADER + entries.map((entry) => `${entry}\n`).join(''));
}

/**
 * Matches violations against the baseline as a multiset: a line listed twice tolerates
 * two identical violations (the same literal used twice in one file), not more.
 */
export function compareWithBaseline(violations: Violation[], entries: string[]): BaselineOutcome {
  const remaining = new Map<string, number>();
  for (const entry of entries) remaining.set(entry, (remaining.get(entry) ?? 0) + 1);
  const outcome: BaselineOutcome = { failing: [], tolerated: [], stale: [] };
  for (const violation of violations) {
    const key = baselineKey(violation);
    const left = remaining.get(key) ?? 0;
    if (left > 0) {
      remaining.set(key, left - 1);
      outcome.tolerated.push(violation);
    } else {
      outcome.failing.push(violation);
    }
  }
  for (const [entry, count] of remaining) {
    for (let i = 0; i < count; i++) outcome.stale.push(entry);
  }
  return outcome;
}
