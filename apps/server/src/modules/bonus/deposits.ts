import type { Db } from '@casino/db';
import type { EventSink } from '../../shared/event-bus.ts';
import { normalizeCode } from './codes.ts';
import { type BonusContext, onTransaction } from './context.ts';
import { activateIfFree, grantRefusal, issueBonus } from './engine.ts';
import { issueFreespins } from './freespins.ts';
import * as repo from './repository.ts';
import { bonusAmount, fromBase } from './terms.ts';

/** The welcome package covers the first four deposits. */
const WELCOME_STEPS = 4;

/** A bonus a deposit of some amount would get (GET /api/game/bonuses). */
export interface DepositOffer {
  definition: repo.DefinitionRow;
  /** What the deposit request sends as `bonusCode` to choose it. */
  bonusCode: string;
  /** The bonus for that deposit amount (0 below the minimum deposit). */
  amount: number;
  /** The most it can be (the match's cap, or the fixed amount). */
  maxAmount: number;
  minDeposit: number;
  maxStake: number | null;
  maxConversion: number | null;
  /** The free spins the welcome step brings along. */
  freeSpins: { count: number; gameId: string; stake: number } | null;
}

/**
 * The bonuses a deposit of `amount` in `currency` may take now: the welcome package's next
 * step, and the player's applied deposit code. Definitions the jurisdiction cap or the
 * currency rule out are left out.
 */
export async function depositOffers(
  ctx: BonusContext,
  playerId: string,
  currency: string,
  amount: number,
): Promise<DepositOffer[]> {
  const units = await repo.findCurrencyUnits(ctx.db, [currency]);
  const unit = units.of(currency);
  if (!unit) return [];
  const eligible = await ctx.eligibility(playerId, ctx.db);
  if (!eligible.allowed) return [];
  const candidates: repo.DefinitionRow[] = [];
  const step = (await repo.countCreditedDeposits(ctx.db, playerId)) + 1;
  if (step <= WELCOME_STEPS) {
    const welcome = await repo.findWelcomeStep(ctx.db, step);
    if (welcome) candidates.push(welcome);
  }
  for (const code of await repo.listPlayerCodes(ctx.db, playerId, 3)) {
    if (code.status !== 1) continue;
    const def = await repo.findDefinition(ctx.db, code.definitionId);
    if (def) candidates.push(def);
  }
  const inCurrency = (base: number) => fromBase(base, units.base, unit);
  const country = await repo.playerCountry(ctx.db, playerId);
  const offered = candidates.filter((def) => !grantRefusal(ctx, def, currency, country));
  const spinsOf = new Map<number, DepositOffer['freeSpins']>();
  for (const def of offered) {
    if (!def.welcomeStep) continue;
    const [spins] = (await repo.findWelcomeFreespins(ctx.db, def.welcomeStep)).filter(
      (s) => !grantRefusal(ctx, s, currency, country),
    );
    spinsOf.set(
      def.welcomeStep,
      spins?.freeSpinGame && spins.freeSpinCount
        ? {
            count: spins.freeSpinCount,
            gameId: spins.freeSpinGame,
            stake: inCurrency(spins.amount),
          }
        : null,
    );
  }
  return offered.map((def) => {
    const minDeposit = inCurrency(def.minDeposit);
    return {
      definition: def,
      bonusCode: def.code ?? def.identity,
      amount:
        amount < minDeposit
          ? 0
          : bonusAmount(def.kind, def.percent, inCurrency(def.amount), amount),
      maxAmount: inCurrency(def.amount),
      minDeposit,
      maxStake: def.maxStake === null ? null : inCurrency(def.maxStake),
      maxConversion: def.maxConversion === null ? null : inCurrency(def.maxConversion),
      freeSpins: (def.welcomeStep && spinsOf.get(def.welcomeStep)) || null,
    };
  });
}

/**
 * The deposit request's `bonusCode`: absent = the player's applied deposit code if any (no
 * bonus otherwise; the site preselects the welcome step), '' = no bonus, else an offer's code.
 * Answers the choice to remember, or `incorrect` for a code that is not an offer now.
 */
export async function resolveDepositChoice(
  ctx: BonusContext,
  playerId: string,
  currency: string,
  bonusCode: string | undefined,
): Promise<{ definitionId: string | null } | 'default' | 'incorrect'> {
  if (bonusCode === undefined) return 'default';
  const code = normalizeCode(bonusCode);
  if (code === '') return { definitionId: null };
  const offers = await depositOffers(ctx, playerId, currency, 0);
  const offer = offers.find((o) => normalizeCode(o.bonusCode) === code);
  return offer ? { definitionId: offer.definition.id } : 'incorrect';
}

export async function rememberDepositChoice(
  ctx: BonusContext,
  input: { invoiceId: string; playerId: string; definitionId: string | null },
) {
  await repo.insertDepositChoice(ctx.db, input);
}

/**
 * A deposit is being credited (inside the payment's transaction, before its ledger post): the
 * bonus chosen with it, else the player's applied deposit code, is issued once for the
 * invoice and activated when no other bonus is active in the currency. The welcome step must
 * still be this deposit's (a choice made for deposit 1 does not pay on deposit 2).
 */
export async function onDepositCredited(
  base: BonusContext,
  tx: Db,
  events: EventSink,
  deposit: { playerId: string; invoiceId: string; currency: string; amount: number },
): Promise<void> {
  const ctx = onTransaction(base, tx, events);
  const choice = await repo.findDepositChoice(tx, deposit.invoiceId);
  if (choice && choice.definitionId === null) return;
  const applied = await repo.lockAppliedDepositCode(tx, deposit.playerId);
  const definitionId = choice ? choice.definitionId : applied?.definitionId;
  const code = applied && applied.definitionId === definitionId ? applied : null;
  const definition = definitionId ? await repo.findDefinition(tx, definitionId) : null;
  if (definition?.welcomeStep) {
    const step = (await repo.countCreditedDeposits(tx, deposit.playerId)) + 1;
    if (definition.welcomeStep !== step) return;
  }
  if (!definition) return;
  const issued = await issueBonus(ctx, {
    playerId: deposit.playerId,
    definition,
    currency: deposit.currency,
    deposit: deposit.amount,
    source: `deposit:${deposit.invoiceId}`,
    actor: 'system',
  });
  if (!issued) return;
  if (definition.welcomeStep) {
    // The welcome step's free spins come with its bonus.
    for (const spins of await repo.findWelcomeFreespins(tx, definition.welcomeStep)) {
      if (deposit.amount < fromBase(spins.minDeposit, ...(await unitsOf(tx, deposit.currency)))) {
        continue;
      }
      await issueFreespins(ctx, {
        playerId: deposit.playerId,
        definition: spins,
        currency: deposit.currency,
        source: `deposit:${deposit.invoiceId}:${spins.identity}`,
        actor: 'system',
      });
    }
  }
  if (code) {
    const used = await repo.updatePlayerCode(tx, code.id, { status: 2, usedAt: ctx.clock.now() });
    if (used) {
      events.emit({
        type: 'bonus.bonus-code.updated',
        playerId: deposit.playerId,
        playerBonusCode: {
          id: used.id,
          code: used.code,
          status: used.status,
          trigger: used.trigger,
        },
      });
    }
  }
  await activateIfFree(ctx, issued, 'system');
}

/** The base currency's and `currency`'s units, for `fromBase`. */
async function unitsOf(db: Db, currency: string) {
  const units = await repo.findCurrencyUnits(db, [currency]);
  return [units.base, units.of(currency)!] as const;
}
