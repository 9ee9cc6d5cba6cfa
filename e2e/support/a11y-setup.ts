import { appendFileSync, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { afterAll, afterEach } from 'vitest';
import {
  A11Y_JOURNEY,
  A11Y_MODE,
  assertNoFindings,
  currentTestFile,
  formatFindings,
  takeFindings,
} from './axe.ts';

// axe-core checks the pages of the journeys it watches (support/axe.ts, ADR 049), by A11Y_CHECK:
// - `journeys` (the default, and CI): the accessibility journeys (e2e/*a11y*.spec.ts,
//   keyboard.spec.ts) are watched and fail on a serious or critical violation; the others run as
//   they did before the check existed;
// - `report`: every journey is watched; the accessibility journeys fail, the others print their
//   findings and append them to A11Y_REPORT (test-results/a11y-findings.jsonl);
// - `fail`: every journey is watched and fails on a finding;
// - `off`: nothing is watched.
// afterAll catches what the checks made when a file's contexts closed.
const REPORT = process.env.A11Y_REPORT ?? 'test-results/a11y-findings.jsonl';

async function settle() {
  const file = currentTestFile();
  if (A11Y_MODE === 'fail' || A11Y_JOURNEY.test(file)) return assertNoFindings();
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
