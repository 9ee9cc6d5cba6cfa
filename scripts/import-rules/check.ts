import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseFile, type Reference } from './parse-file.ts';
import { resolveTarget } from './resolve.ts';
import { RULES, type Subject } from './rules.ts';
import { type DbRelation, readDbRelations } from './tables.ts';
import { listSourceFiles, readWorkspacePackages } from './walk.ts';

export type Violation = {
  file: string;
  line: number;
  rule: string;
  /** What was used: the import specifier, `fetch()` or the quoted literal. */
  target: string;
  message: string;
};

export type CheckResult = { fileCount: number; violations: Violation[] };

/** Checks every source file under root against the import rules. */
export function checkImports(root: string): CheckResult {
  const workspaces = readWorkspacePackages(root);
  const files = listSourceFiles(root);
  const relations = readDbRelations(root);
  const violations: Violation[] = [];
  for (const file of files) {
    for (const reference of parseFile(file, readFileSync(join(root, file), 'utf8'))) {
      const subject = toSubject(
        reference,
        (specifier) => resolveTarget(root, workspaces, file, specifier),
        relations,
      );
      const violation = findViolation(file, reference, subject);
      if (violation) violations.push(violation);
    }
  }
  return { fileCount: files.length, violations };
}

/** The baseline identifies a violation without its line, so edits nearby do not churn it. */
export function baselineKey(violation: Violation): string {
  return `${violation.file} -> ${violation.target} (${violation.rule})`;
}

function toSubject(
  reference: Reference,
  resolve: (specifier: string) => ReturnType<typeof resolveTarget>,
  relations: Map<string, DbRelation>,
): Subject {
  if (reference.kind === 'import') {
    const target = resolve(reference.specifier);
    // Only the package's entry re-exports the schema; deep imports are db-server-only's business.
    const fromDb = target.specifier === '@casino/db';
    const tables = fromDb ? reference.names.flatMap((name) => relations.get(name) ?? []) : [];
    return { kind: 'import', target, tables };
  }
  if (reference.kind === 'fetch') return { kind: 'fetch' };
  return { kind: 'api-literal', text: reference.text };
}

function findViolation(file: string, reference: Reference, subject: Subject) {
  for (const rule of RULES) {
    const message = rule.check(file, subject);
    if (message === undefined) continue;
    const target = describe(reference);
    return { file, line: reference.line, rule: rule.name, target, message } satisfies Violation;
  }
  return undefined;
}

function describe(reference: Reference): string {
  if (reference.kind === 'import') return reference.specifier;
  return reference.kind === 'fetch' ? 'fetch()' : reference.text;
}
