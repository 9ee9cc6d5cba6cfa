export const HISTORY_TABS = ['transactions', 'bets', 'spins', 'bonuses', 'sessions'] as const;
export type HistoryTab = (typeof HISTORY_TABS)[number];

export function isHistoryTab(value: string | undefined): value is HistoryTab {
  return HISTORY_TABS.includes(value as HistoryTab);
}
