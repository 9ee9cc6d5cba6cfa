import { appendFileSync, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { afterAll, afterEach, beforeEach, expect } from 'vitest';
import { assertNoFindings, formatFindings, takeFindings } from './axe.ts';

// axe-core checks every page of every journey (support/axe.ts). What a serious or critical
// violation does depends on A11Y_CHECK:
// - `fail`: the journey fails, listing them;
// - `report` (the default): the accessibility journeys (e2e/*a11y*.spec.ts, keyboard.spec.ts)
//   fail; every other journey prints them and appends them to A11Y_REPORT
//   (test-results/a11y-findings.jsonl), so a run lists what each journey saw (ADR 049);
// - `off`: no check.
// afterAll catches what the checks made when a file's contexts closed.
const MODE = process.env.A11Y_CHECK ?? 'report';
const REPORT = process.env.A11Y_REPORT ?? 'test-results/a11y-findings.jsonl';
const STRICT = /(a11y[^/]*|keyboard)\.spec\.ts$/;

let file = '';
beforeEach(() => {
  file = expect.getState().testPath ?? file;
});

async function settle() {
  if (MODE === 'fail' || STRICT.test(file)) return assertNoFindings();
  const findings = await takeFindings();
  if (findings.length === 0) return;
  const journey = file.replace(/^.*\/e2e\//, 'e2e/');
  console.warn(
    `axe (${journey}): ${findings.length} serious or critical:\n${formatFindings(findings)}`,
  );
  mkdirSync(dirname(REPORT), { recursive: true });
  appendFileSync(REPORT, findings.map((f) => `${JSON.stringify({ journey, ...f })}\n`).join(''));
}

afterEach(settle);
afterAll(settle);
