/** A game's return to player as the page shows it, in the page's language ("96.12%", "96,12 %"). */
export function formatRtp(locale: string, rtp: number): string {
  return new Intl.NumberFormat(locale, { style: 'percent', minimumFractionDigits: 2 }).format(rtp);
}
