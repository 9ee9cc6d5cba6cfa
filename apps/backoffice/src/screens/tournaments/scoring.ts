/** How a tournament scores its players, as the back office names it. */
export const SCORING = {
  total_win: 'Total win',
  max_multiplier: 'Biggest multiplier',
  rounds: 'Rounds played',
} as const;
