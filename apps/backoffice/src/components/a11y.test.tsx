// @vitest-environment happy-dom
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { backofficeApi } from '@casino/contracts/api/backoffice';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { pageOf } from '../test/fixtures.ts';
import { mockApi, on } from '../test/mock-api.ts';
import { operator, renderAt } from '../test/render.tsx';
import { TableWrap } from './table-wrap.tsx';

/** WCAG's contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string) {
  const luminance = (hex: string) => {
    const [r, g, bl] = [1, 3, 5].map((i) => {
      const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

const BASE_CSS = readFileSync(join(import.meta.dirname, '../styles/base.css'), 'utf8');
const token = (name: string) => BASE_CSS.match(new RegExp(`--${name}: (#[0-9a-f]{6});`))?.[1];

describe('back office accessibility', () => {
  it('a table too wide for the screen is a named region the keyboard can focus and scroll', () => {
    vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(900);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(390);
    render(
      <TableWrap>
        <table />
      </TableWrap>,
    );
    const region = screen.getByRole('region', { name: 'Table (scrolls sideways)' });
    expect(region.tabIndex).toBe(0);
  });

  it('a table that fits adds no tab stop', () => {
    const { container } = render(
      <TableWrap>
        <table />
      </TableWrap>,
    );
    expect(screen.queryByRole('region')).toBeNull();
    expect(container.querySelector('.table-wrap')?.hasAttribute('tabindex')).toBe(false);
  });

  it("a translation's cell is named by its entry and language and by the status it shows", async () => {
    mockApi(
      on(backofficeApi.listContentEntries, pageOf([], 50)),
      on(backofficeApi.getContentOverview, {
        locales: ['en', 'de'],
        groups: [
          { group: 'pages.questions', items: [{ key: 'faq', locales: { en: 'published' } }] },
        ],
      }),
    );
    renderAt('/content', operator('content', ['listContentEntries', 'getContentOverview']));
    fireEvent.click(await screen.findByRole('tab', { name: 'By language' }));
    const missing = await screen.findByRole('button', { name: 'faq in de: missing' });
    // What a speech-input user says (the text seen) is part of the name (WCAG 2.5.3).
    expect(missing.getAttribute('aria-label')).toContain(missing.textContent);
    const published = screen.getByRole('button', { name: 'faq in en: published' });
    expect(published.getAttribute('aria-label')).toContain(published.textContent);
  });

  it('the navigation is a named landmark that says which screen is open', async () => {
    mockApi(on(backofficeApi.searchPlayers, { ...pageOf([]), totalCapped: false }));
    renderAt('/players', operator('support', ['searchPlayers', 'listAudit']));
    const nav = await screen.findByRole('navigation', { name: 'Screens' });
    const current = nav.querySelector('[aria-current="page"]');
    expect(current?.textContent).toBe('Players');
    expect(screen.getByRole('button', { name: 'Audit log' }).hasAttribute('aria-current')).toBe(
      false,
    );
  });

  it('the focus ring and the secondary text have the contrast WCAG 2.1 AA asks', () => {
    // A 3 px ring in the focus colour on every control the keyboard reaches.
    expect(BASE_CSS).toMatch(/:focus-visible \{\s*outline: 3px solid var\(--focus\);/);
    const focus = token('focus');
    const onDark = token('focus-on-dark');
    const muted = token('muted');
    expect([focus, onDark, muted]).not.toContain(undefined);
    // The page, a card, the header and its active item; text on white, grey and the selected tints.
    for (const background of ['#ffffff', '#f4f5f7']) {
      expect(contrast(focus!, background)).toBeGreaterThanOrEqual(3);
    }
    for (const background of ['#1b1f24', '#343a46']) {
      expect(contrast(onDark!, background)).toBeGreaterThanOrEqual(3);
    }
    for (const background of ['#ffffff', '#fafbfc', '#eef2ff', '#e3e7ff', '#f2f4f7']) {
      expect(contrast(muted!, background)).toBeGreaterThanOrEqual(4.5);
    }
  });
});
