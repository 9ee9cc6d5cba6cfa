import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';

const AXE = join(import.meta.dirname, '../../node_modules/axe-core/axe.min.js');
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** One serious or critical axe finding, with where it is and what it asks. */
export interface AxeProblem {
  rule: string;
  impact: string;
  help: string;
  targets: string[];
}

/**
 * axe-core on the page as it stands (WCAG 2.0/2.1 A and AA rules): its serious and critical
 * findings. The page's context needs `bypassCSP: true` (the back office's CSP refuses inline
 * scripts, as it should).
 */
export async function seriousAxeProblems(page: Page): Promise<AxeProblem[]> {
  const loaded = await page.evaluate(() => 'axe' in globalThis);
  if (!loaded) await page.addScriptTag({ content: readFileSync(AXE, 'utf8') });
  return page.evaluate(async (tags) => {
    type Violation = {
      id: string;
      impact: string | null;
      help: string;
      nodes: { target: unknown[] }[];
    };
    const { axe } = globalThis as unknown as {
      axe: { run(context: unknown, options: unknown): Promise<{ violations: Violation[] }> };
    };
    const { violations } = await axe.run(document, { runOnly: { type: 'tag', values: tags } });
    return violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({
        rule: v.id,
        impact: v.impact ?? '',
        help: v.help,
        targets: v.nodes.map((n) => n.target.map(String).join(' ')),
      }));
  }, TAGS);
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
