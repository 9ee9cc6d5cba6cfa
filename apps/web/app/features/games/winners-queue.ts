import type { Winner } from '@casino/contracts';

/**
 * docs/product/constants.md#latest-winners: the strip holds 12 winners and takes a new one at most
 * every 3000 ms.
 */
export const WINNERS_LIST_SIZE = 12;
export const WINNERS_THROTTLE_MS = 3000;

/**
 * `winner` at the front of the strip: a winner already shown is ignored, an entry of the
 * same game is replaced (docs/product/constants.md#latest-winners), and the list keeps its newest
 * `max` entries.
 */
export function mergeWinner(list: readonly Winner[], winner: Winner, max = WINNERS_LIST_SIZE) {
  if (list.some((item) => item.id === winner.id)) return list;
  return [winner, ...list.filter((item) => item.gameId !== winner.gameId)].slice(0, max);
}

/** A list as the API gives it (newest first), with one entry per game, trimmed to `max`. */
export function initialWinners(items: readonly Winner[], max = WINNERS_LIST_SIZE): Winner[] {
  const games = new Set<string>();
  const list: Winner[] = [];
  for (const item of items) {
    if (games.has(item.gameId)) continue;
    games.add(item.gameId);
    list.push(item);
    if (list.length === max) break;
  }
  return list;
}

export interface WinnersQueueOptions {
  onChange(list: readonly Winner[]): void;
  initial?: readonly Winner[];
  intervalMs?: number;
  max?: number;
  now?: () => number;
  schedule?: (run: () => void, ms: number) => unknown;
  cancel?: (handle: unknown) => void;
}

/**
 * Feeds live winners into the strip: the first one shows at once, later ones wait in a queue
 * and come out one per `intervalMs`. A queued winner of a game already waiting replaces the
 * older one in place; the queue keeps at most `max` (older ones would scroll out anyway).
 */
export function createWinnersQueue({
  onChange,
  initial = [],
  intervalMs = WINNERS_THROTTLE_MS,
  max = WINNERS_LIST_SIZE,
  now = Date.now,
  schedule = (run, ms) => setTimeout(run, ms),
  cancel = (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
}: WinnersQueueOptions) {
  let list: readonly Winner[] = initialWinners(initial, max);
  let queue: Winner[] = [];
  let lastShownAt = Number.NEGATIVE_INFINITY;
  let timer: unknown = null;

  const show = (winner: Winner) => {
    const next = mergeWinner(list, winner, max);
    lastShownAt = now();
    if (next === list) return;
    list = next;
    onChange(list);
  };

  const drain = () => {
    timer = null;
    const winner = queue.shift();
    if (!winner) return;
    show(winner);
    if (queue.length) timer = schedule(drain, intervalMs);
  };

  return {
    get list() {
      return list;
    },
    get pending() {
      return queue.length;
    },
    push(winner: Winner) {
      if (list.some((item) => item.id === winner.id)) return;
      if (queue.some((item) => item.id === winner.id)) return;
      const sameGame = queue.findIndex((item) => item.gameId === winner.gameId);
      if (sameGame >= 0) queue[sameGame] = winner;
      else queue.push(winner);
      if (queue.length > max) queue = queue.slice(-max);
      if (timer !== null) return;
      const wait = lastShownAt + intervalMs - now();
      if (wait <= 0) drain();
      else timer = schedule(drain, wait);
    },
    /** A fresh list from the API (e.g. after a reconnect): shown at once, queue kept. */
    reset(items: readonly Winner[]) {
      list = initialWinners(items, max);
      onChange(list);
    },
    dispose() {
      if (timer !== null) cancel(timer);
      timer = null;
      queue = [];
    },
  };
}

export type WinnersQueue = ReturnType<typeof createWinnersQueue>;
