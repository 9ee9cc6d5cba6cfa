/**
 * WCAG 2.1 contrast ratio of two `#rgb` or `#rrggbb` colours (1 to 21), as measured for text
 * (1.4.3: 4.5:1, large text 3:1) and for controls and focus rings (1.4.11: 3:1). The site's and
 * the game client's colour tests use it (ADR 049).
 */
export function contrastRatio(a: string, b: string): number {
  const [x, y] = [luminance(a), luminance(b)];
  return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05);
}

/** Relative luminance (WCAG 2.1) of a `#rgb` or `#rrggbb` colour. */
function luminance(colour: string): number {
  const hex = /^#[0-9a-f]{3}$/i.test(colour)
    ? `#${[...colour.slice(1)].map((c) => c + c).join('')}`
    : colour;
  if (!/^#[0-9a-f]{6}$/i.test(hex)) throw new Error(`not a #rrggbb colour: ${colour}`);
  const channel = (at: number) => {
    const c = Number.parseInt(hex.slice(at, at + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}
