import type { Page } from 'playwright-core';
import { axeCheck } from './axe.ts';

/** One serious or critical axe finding, with where it is and what it asks. */
export interface AxeProblem {
  rule: string;
  impact: string;
  help: string;
  targets: string[];
}

/**
 * axe-core on the page as it stands (WCAG 2.0/2.1 A and AA rules): its serious and critical
 * findings, grouped by rule. It goes through the journeys' shared check (support/axe.ts), which
 * runs one check at a time on a page (the automatic check after each load may be running) and
 * needs no CSP bypass.
 */
export async function seriousAxeProblems(page: Page): Promise<AxeProblem[]> {
  const byRule = new Map<string, AxeProblem>();
  for (const finding of await axeCheck(page)) {
    const problem = byRule.get(finding.rule) ?? {
      rule: finding.rule,
      impact: finding.impact,
      help: finding.help,
      targets: [],
    };
    problem.targets.push(finding.target);
    byRule.set(finding.rule, problem);
  }
  return [...byRule.values()];
}

/** The findings as lines a person reads: rule, impact, help, then up to five targets. */
export const describeAxeProblems = (where: string, problems: AxeProblem[]) =>
  problems
    .map(
      (p) =>
        `${where}: ${p.rule} (${p.impact}) ${p.help}\n    ${p.targets.slice(0, 5).join('\n    ')}` +
        (p.targets.length > 5 ? `\n    … ${p.targets.length - 5} more` : ''),
    )
    .join('\n');
