/**
 * The header follows what the game shows: while a game round is on screen (the game said
 * `casino:round-started`), a balance that goes up (the win) waits until the game says
 * `casino:round-shown`, so the site never tells the result before the game does. A balance that
 * goes down (the stake) shows at once, as the game's own balance does. A game that never says
 * "shown" (closed, crashed, an old client) holds nothing past `ROUND_HOLD_TIMEOUT_MS`.
 */
export const ROUND_HOLD_TIMEOUT_MS = 15_000;

let timer: ReturnType<typeof setTimeout> | null = null;
let waiting: Array<() => void> = [];

/** A round is on screen: rises of the balance wait for its end (or the timeout). */
export function holdBalanceRises(timeoutMs = ROUND_HOLD_TIMEOUT_MS) {
  if (timer) clearTimeout(timer);
  timer = setTimeout(releaseBalance, timeoutMs);
}

/** The round is shown (or the game is gone): every update that waited is applied, in order. */
export function releaseBalance() {
  if (timer) clearTimeout(timer);
  timer = null;
  const due = waiting;
  waiting = [];
  for (const apply of due) apply();
}

/**
 * Applies an account update now, or after the round when it raises the balance shown; once one
 * waits, later ones queue behind it so they land in the order they came.
 */
export function applyWhenShown(apply: () => void, isRise: boolean) {
  if (timer && (isRise || waiting.length > 0)) waiting.push(apply);
  else apply();
}
