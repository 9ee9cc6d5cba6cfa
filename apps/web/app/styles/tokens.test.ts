import { readdirSync, readFileSync } from 'node:fs';
import { contrastRatio as contrast } from '@casino/contracts/contrast';
import { describe, expect, it } from 'vitest';

// WCAG 1.4.3 on the design tokens the site draws text with (ADR 049). axe cannot judge text on
// a gradient, so the primary buttons' white label is measured here against every colour stop
// of --gradient-brand: a label can sit on any part of the button (a long one, a narrow phone).
const css = (name: string) => readFileSync(new URL(name, import.meta.url), 'utf8');
const tokens = css('./tokens.css');

function token(name: string): string {
  const value = new RegExp(`${name}:\\s*([^;]+);`).exec(tokens)?.[1];
  if (!value) throw new Error(`token ${name} is not in tokens.css`);
  return value.trim();
}

describe('the colour tokens text is drawn with', () => {
  it('gives the primary buttons white text at 4.5:1 or more on every stop of their gradient', () => {
    const stops = token('--gradient-brand').match(/#[0-9a-f]{6}/gi) ?? [];
    expect(stops).toHaveLength(3);
    const onBrand = token('--color-on-brand');
    for (const stop of stops) {
      expect(contrast(stop, onBrand), `white on ${stop}`).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('never sets white text on --color-brand (4.35:1): the strong brand or the gradient instead', () => {
    const whiteOnBrand = readdirSync(new URL('.', import.meta.url))
      .filter((name) => name.endsWith('.css'))
      .flatMap((sheet) => css(`./${sheet}`).split('}'))
      .filter(
        (rule) =>
          /background: var\(--color-brand\);/.test(rule) &&
          /color: var\(--color-on-brand\);/.test(rule),
      )
      .map((rule) => rule.split('{')[0]?.trim() ?? '')
      // A check mark is a graphic (WCAG 1.4.11, 3:1), not text.
      .filter((selector) => !/check/.test(selector));
    expect(whiteOnBrand).toEqual([]);
  });

  it('gives the skip link white text at 4.5:1 or more', () => {
    const rule = /\.skip-link \{[^}]*background: var\((--[\w-]+)\)/.exec(css('./base.css'));
    const background = token(rule?.[1] ?? 'the skip link background');
    expect(contrast(background, token('--color-on-brand'))).toBeGreaterThanOrEqual(4.5);
  });

  it('draws brand-coloured text with --color-focus, 4.5:1 or more on every background', () => {
    const text = token('--color-focus');
    for (const background of [
      '--color-bg',
      '--color-surface-1',
      '--color-surface-2',
      '--color-surface-3',
    ]) {
      expect(contrast(text, token(background)), background).toBeGreaterThanOrEqual(4.5);
    }
    // --color-brand itself is 3.0:1 to 4.5:1 on them: for borders, fills and icons, never text.
    const brandText = /(?:^|[;{\s])color:\s*var\(--color-brand\)/;
    const offending = readdirSync(new URL('.', import.meta.url))
      .filter((name) => name.endsWith('.css'))
      .flatMap((sheet) => css(`./${sheet}`).split('}'))
      .filter((rule) => brandText.test(rule))
      .map((rule) => rule.split('{')[0]?.trim() ?? '')
      .filter((selector) => !/svg|marker|icon|spinner/.test(selector));
    expect(offending).toEqual([]);
  });
});
