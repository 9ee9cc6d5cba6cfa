import type { Jurisdictions } from '@casino/contracts/api/backoffice';
import { money } from '../../lib/format.ts';

type Profile = Jurisdictions['profiles'][number];
type Banded = { currency: string; amount: number; young?: number };

const yes = (value: boolean) => (value ? 'Yes' : 'No');
const allowed = (value: boolean) => (value ? 'Allowed' : 'Not allowed');
const none = '—';

function banded(rule: Banded, youngUpToAge: number) {
  const full = money(rule.amount, rule.currency);
  return rule.young === undefined
    ? full
    : `${full} (18–${youngUpToAge}: ${money(rule.young, rule.currency)})`;
}

const perKind = <T>(record: Record<string, T>, show: (value: T) => string) =>
  Object.entries(record)
    .map(([kind, value]) => `${kind} ${show(value)}`)
    .join(', ') || none;

/** The rules of a profile as the rows of the comparison table: label, then the text shown. */
export const PROFILE_RULES: [string, (p: Profile) => string][] = [
  ['Regulator', (p) => p.regulator ?? none],
  ['Time between rounds', (p) => perKind(p.game.minRoundIntervalMs, (ms) => `${ms / 1000} s`)],
  ['Autoplay', (p) => allowed(p.game.isAutoplayAllowed)],
  ['Turbo and quick stop', (p) => allowed(p.game.isTurboAllowed)],
  ['Celebrating a win below the stake', (p) => allowed(p.game.mayCelebrateNetLoss)],
  ['Net position and clock in the game bar', (p) => yes(p.game.showsNetPositionAndClock)],
  ['Maximum stake per round', (p) => perKind(p.maxStake, (r) => banded(r, p.youngUpToAge))],
  ['Deposit limit decision before the first deposit', (p) => yes(p.deposits.requiresLimitChoice)],
  [
    'Monthly deposit cap',
    (p) => (p.deposits.monthlyCap ? banded(p.deposits.monthlyCap, p.youngUpToAge) : none),
  ],
  ['Cap raised after an affordability check', (p) => yes(p.deposits.affordabilityRaise)],
  ['Panic button (24 h break)', (p) => yes(p.deposits.hasPanicButton)],
  [
    'Reality check',
    (p) =>
      p.deposits.realityCheckMinutes
        ? `Every ${p.deposits.realityCheckMinutes} min`
        : 'Player’s choice',
  ],
  ['Maximum bonus wagering', (p) => (p.bonuses.maxWagering ? `${p.bonuses.maxWagering}×` : none)],
  ['Casino and sports in one offer', (p) => allowed(!p.bonuses.forbidsMixedProducts)],
  ['Bonus opt-in only', (p) => yes(p.bonuses.isOptIn)],
  ['Deposit bonuses', (p) => allowed(!p.bonuses.forbidsDepositBonuses)],
  ['Self-exclusion registers', (p) => p.registers.map((r) => r.toUpperCase()).join(', ') || none],
  ['Cross-operator limit and activity file', (p) => p.crossOperatorFile?.toUpperCase() ?? none],
  ['CPF at registration', (p) => yes(p.requiresCpf)],
  ['Payment rails', (p) => p.paymentRails?.join(', ') ?? 'Any'],
];
