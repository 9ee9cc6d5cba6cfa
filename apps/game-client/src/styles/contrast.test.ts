import { readFileSync } from 'node:fs';
import { contrastRatio as contrast } from '@casino/contracts/contrast';
import { describe, expect, it } from 'vitest';

// WCAG 1.4.3 on the game client's number badges (ADR 049): the dice roll's marker shows the
// rolled number in 13 px bold, so it needs 4.5:1 against its badge, lost or won.
const css = (name: string) =>
  readFileSync(new URL(name, import.meta.url), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
const variables = css('./base.css');

function resolve(value: string): string {
  const name = /var\((--[\w-]+)\)/.exec(value)?.[1];
  if (!name) return value.trim();
  const found = new RegExp(`${name}:\\s*(#[0-9a-f]{6})`, 'i').exec(variables)?.[1];
  if (!found) throw new Error(`${name} is not a colour in base.css`);
  return found;
}

function rule(sheet: string, selector: string): Record<string, string> {
  const body = new RegExp(`${selector.replace(/[.]/g, '\\.')}\\s*\\{([^}]*)\\}`).exec(sheet)?.[1];
  if (!body) throw new Error(`${selector} is not in the sheet`);
  return Object.fromEntries(
    [...body.matchAll(/([\w-]+):\s*([^;]+);/g)].map((m) => [m[1] ?? '', m[2] ?? '']),
  );
}

describe("the dice roll's marker", () => {
  it('shows the rolled number at 4.5:1 or more, lost and won', () => {
    const sheet = css('./instant.css');
    const lost = rule(sheet, '.roll-marker span');
    const won = { ...lost, ...rule(sheet, '.roll-marker.won span') };
    for (const [state, style] of Object.entries({ lost, won })) {
      const ratio = contrast(resolve(style.color ?? ''), resolve(style.background ?? ''));
      expect(ratio, state).toBeGreaterThanOrEqual(4.5);
    }
  });
});
