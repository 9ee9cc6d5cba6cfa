import { describe, expect, it } from 'vitest';
import { findTitle, GAME_TITLES } from './catalog.ts';
import { BetError } from './errors.ts';
import { createHmacSource, createServerSeed, hashServerSeed } from './fairness.ts';
import { playRound, verifyRound } from './play.ts';
import { createReplaySource, recordingSource } from './random.ts';
import { playRoundFrom } from './round.ts';
import type { GameTitle, RoundBet } from './types.ts';

const title = (identity: string): GameTitle => findTitle(identity)!;

const BETS: Record<GameTitle['kind'], { bet: RoundBet; stake: number }> = {
  slot: { bet: { kind: 'slot' }, stake: 200 },
  roulette: {
    bet: {
      kind: 'roulette',
      bets: [
        { type: 'red', amount: 100 },
        { type: 'split', numbers: [17, 20], amount: 50 },
      ],
    },
    stake: 150,
  },
  dice: { bet: { kind: 'dice', target: 25.5, direction: 'under' }, stake: 100 },
  crash: { bet: { kind: 'crash', cashOutAt: 1.8 }, stake: 100 },
};

/** A round as a server would store it: through JSON, keys reordered like a jsonb column. */
function stored<T>(value: T): T {
  const reorder = (v: unknown): unknown =>
    Array.isArray(v)
      ? v.map(reorder)
      : v && typeof v === 'object'
        ? Object.fromEntries(
            Object.entries(v)
              .reverse()
              .map(([k, x]) => [k, reorder(x)]),
          )
        : v;
  return reorder(JSON.parse(JSON.stringify(value))) as T;
}

describe('golden vector (independently recomputed with Python hmac)', () => {
  const fairness = {
    serverSeed: '7665bef6298d05397a86fa21ca51d3c5f1b5809e4dbfa340a1cd37282b68481d',
    clientSeed: 'player-chosen seed',
    nonce: 42,
  };

  it('maps the first float to the roll, the pocket and the crash point', () => {
    const dice = playRound(
      title('classic-dice'),
      { kind: 'dice', target: 50, direction: 'over' },
      1000,
      fairness,
    );
    expect(dice.outcome).toMatchObject({
      roll: 44.88,
      chance: 49.99,
      payoutMultiplier: 1.9803,
      won: false,
    });
    expect(dice.win).toBe(0);
    const roulette = playRound(
      title('european-roulette'),
      { kind: 'roulette', bets: [{ type: 'even', amount: 1000 }] },
      1000,
      fairness,
    );
    expect(roulette.outcome).toMatchObject({ pocket: 16, color: 'red' });
    expect(roulette.win).toBe(2000);
    const crash = playRound(
      title('rocket-crash'),
      { kind: 'crash', cashOutAt: 1.5 },
      1000,
      fairness,
    );
    expect(crash.outcome).toMatchObject({ crashPoint: 1.79, cashedOut: true });
    expect(crash.win).toBe(1500);
    const slot = playRound(title('pharaohs-fortune'), { kind: 'slot' }, 1000, fairness);
    expect(slot.outcome.kind === 'slot' && slot.outcome.base.stops).toEqual([16, 18, 1, 35, 19]);
  });
});

describe('provably fair rounds', () => {
  const kinds = ['pharaohs-fortune', 'european-roulette', 'classic-dice', 'rocket-crash'];

  it('a recorded round of every kind is recomputed from the revealed seed', () => {
    for (const identity of kinds) {
      const game = title(identity);
      const { bet, stake } = BETS[game.kind];
      const serverSeed = createServerSeed();
      const serverSeedHash = hashServerSeed(serverSeed); // shown before the round
      const fairness = { serverSeed, clientSeed: 'lucky me', nonce: 7 };
      const recorded = stored(playRound(game, bet, stake, fairness));
      const check = verifyRound({ title: game, bet, stake, ...fairness, serverSeedHash, recorded });
      expect(check, identity).toMatchObject({
        valid: true,
        hashMatches: true,
        resultMatches: true,
      });
      expect(check.result).toEqual(playRound(game, bet, stake, fairness));
    }
  });

  it('a wrong seed or a changed result fails the check', () => {
    const game = title('classic-dice');
    const { bet, stake } = BETS.dice;
    const serverSeed = createServerSeed();
    const serverSeedHash = hashServerSeed(serverSeed);
    const fairness = { serverSeed, clientSeed: 'c', nonce: 1 };
    const recorded = playRound(game, bet, stake, fairness);
    const otherSeed = createServerSeed();
    const wrongSeed = verifyRound({
      title: game,
      bet,
      stake,
      ...fairness,
      serverSeed: otherSeed,
      serverSeedHash,
      recorded,
    });
    expect(wrongSeed.hashMatches).toBe(false);
    expect(wrongSeed.valid).toBe(false);
    const outcome = { ...recorded.outcome, roll: 1 } as typeof recorded.outcome;
    const tampered = verifyRound({
      title: game,
      bet,
      stake,
      ...fairness,
      serverSeedHash,
      recorded: { ...recorded, outcome },
    });
    expect(tampered).toMatchObject({ valid: false, hashMatches: true, resultMatches: false });
    const unrecorded = verifyRound({ title: game, bet, stake, ...fairness, serverSeedHash });
    expect(unrecorded).toMatchObject({ valid: true, resultMatches: null });
  });

  it('outcomes are deterministic per input and vary with the nonce', () => {
    const serverSeed = createServerSeed();
    for (const identity of kinds) {
      const game = title(identity);
      const { bet, stake } = BETS[game.kind];
      const play = (nonce: number) =>
        playRound(game, bet, stake, { serverSeed, clientSeed: 's', nonce });
      expect(play(3)).toEqual(play(3));
      const distinct = new Set(
        Array.from({ length: 20 }, (_, nonce) => JSON.stringify(play(nonce).outcome)),
      );
      expect(distinct.size, identity).toBeGreaterThan(10);
    }
  });

  it('the HMAC stream and a replay of its floats feed the same outcome mapping', () => {
    for (const game of GAME_TITLES) {
      const { bet, stake } = BETS[game.kind];
      const fairness = { serverSeed: createServerSeed(), clientSeed: 'replay', nonce: 5 };
      const recorder = recordingSource(createHmacSource(fairness));
      const fromStream = playRoundFrom(game, bet, stake, recorder.source);
      expect(fromStream).toEqual(playRound(game, bet, stake, fairness));
      expect(playRoundFrom(game, bet, stake, createReplaySource(recorder.floats))).toEqual(
        fromStream,
      );
    }
  });
});

describe('bets are validated, the error naming the field', () => {
  const fairness = { serverSeed: createServerSeed(), clientSeed: 'v', nonce: 0 };
  const fieldOf = (identity: string, bet: unknown, stake: number) => {
    try {
      playRound(title(identity), bet as RoundBet, stake, fairness);
      return null;
    } catch (error) {
      return error instanceof BetError ? error.field : `not a BetError: ${error}`;
    }
  };

  it('refuses bad stakes and bets of another game', () => {
    expect(fieldOf('classic-dice', BETS.dice.bet, 0)).toBe('stake');
    expect(fieldOf('classic-dice', BETS.dice.bet, 1.5)).toBe('stake');
    expect(fieldOf('classic-dice', BETS.dice.bet, 1e12 + 1)).toBe('stake');
    expect(fieldOf('classic-dice', BETS.dice.bet, 1e12)).toBeNull();
    expect(fieldOf('classic-dice', BETS.crash.bet, 100)).toBe('kind');
    expect(fieldOf('pharaohs-fortune', { kind: 'slot', lines: 10 }, 200)).toBe('lines');
    expect(fieldOf('pharaohs-fortune', { kind: 'slot', lines: 20 }, 200)).toBeNull();
  });

  it('roulette: layout, amounts and the stake as their sum', () => {
    const bets = (...list: unknown[]) => ({ kind: 'roulette', bets: list });
    expect(
      fieldOf('european-roulette', bets({ type: 'split', numbers: [1, 5], amount: 10 }), 10),
    ).toBe('bets[0].numbers');
    expect(
      fieldOf(
        'european-roulette',
        bets({ type: 'red', amount: 10 }, { type: 'corner', numbers: [1, 2, 4, 5], amount: 0 }),
        10,
      ),
    ).toBe('bets[1].amount');
    expect(fieldOf('european-roulette', bets({ type: 'dozen', index: 4, amount: 10 }), 10)).toBe(
      'bets[0].index',
    );
    expect(
      fieldOf('european-roulette', bets({ type: 'street', numbers: [2, 3, 4], amount: 10 }), 10),
    ).toBe('bets[0].numbers');
    expect(
      fieldOf('european-roulette', bets({ type: 'straight', numbers: [37], amount: 10 }), 10),
    ).toBe('bets[0].numbers');
    expect(fieldOf('european-roulette', bets({ type: 'basket', amount: 10 }), 10)).toBe(
      'bets[0].type',
    );
    expect(fieldOf('european-roulette', bets({ type: 'red', amount: 10 }), 20)).toBe('stake');
    expect(fieldOf('european-roulette', bets(), 10)).toBe('bets');
    const many = Array.from({ length: 41 }, () => ({ type: 'red', amount: 1 }));
    expect(fieldOf('european-roulette', bets(...many), 41)).toBe('bets');
    expect(
      fieldOf('european-roulette', bets({ type: 'corner', numbers: [5, 1, 4, 2], amount: 10 }), 10),
    ).toBeNull();
  });

  it('dice: target range, decimals and direction', () => {
    expect(fieldOf('classic-dice', { kind: 'dice', target: 0.5, direction: 'under' }, 100)).toBe(
      'target',
    );
    expect(fieldOf('classic-dice', { kind: 'dice', target: 98.01, direction: 'under' }, 100)).toBe(
      'target',
    );
    expect(fieldOf('classic-dice', { kind: 'dice', target: 50.123, direction: 'under' }, 100)).toBe(
      'target',
    );
    expect(fieldOf('classic-dice', { kind: 'dice', target: 50, direction: 'sideways' }, 100)).toBe(
      'direction',
    );
    // over: chance = 99.99 − target must stay within 1%..98%
    expect(
      fieldOf('classic-dice', { kind: 'dice', target: 1.99, direction: 'over' }, 100),
    ).toBeNull();
    expect(fieldOf('classic-dice', { kind: 'dice', target: 1.98, direction: 'over' }, 100)).toBe(
      'target',
    );
    expect(
      fieldOf('classic-dice', { kind: 'dice', target: 98.99, direction: 'over' }, 100),
    ).toBeNull();
  });

  it('crash: cash-out from 1.01 to the title maximum, 2 decimals', () => {
    expect(fieldOf('rocket-crash', { kind: 'crash', cashOutAt: 1 }, 100)).toBe('cashOutAt');
    expect(fieldOf('rocket-crash', { kind: 'crash', cashOutAt: 1000.01 }, 100)).toBe('cashOutAt');
    expect(fieldOf('rocket-crash', { kind: 'crash', cashOutAt: 2.005 }, 100)).toBe('cashOutAt');
    expect(fieldOf('rocket-crash', { kind: 'crash', cashOutAt: '2' }, 100)).toBe('cashOutAt');
    expect(fieldOf('rocket-crash', { kind: 'crash', cashOutAt: 1.01 }, 100)).toBeNull();
  });
});

describe('payouts in integer minor units', () => {
  it('floors fractional wins and keeps multiplier = win / stake', () => {
    const serverSeed = createServerSeed();
    for (let nonce = 0; nonce < 200; nonce++) {
      const result = playRound(
        title('classic-dice'),
        { kind: 'dice', target: 33.33, direction: 'under' },
        7,
        { serverSeed, clientSeed: 'f', nonce },
      );
      expect(Number.isInteger(result.win)).toBe(true);
      // 99 / 33.33 = 2.970297… → 2.9702; 7 × 2.9702 = 20.79 → 20
      expect([0, 20]).toContain(result.win);
      expect(result.multiplier).toBe(result.win / 7);
    }
  });
});
