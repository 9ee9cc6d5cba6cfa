import type { AdminBonusDefinition, BonusDefinitionInput } from '@casino/contracts';
import { type FormEvent, useState } from 'react';
import { backofficeApi, call } from '../../lib/api.ts';
import { BLANK, cents, dollars, failureText, list } from './bonus-form.ts';

export function BonusEditor({
  row,
  cap,
  back,
}: {
  row: AdminBonusDefinition | null;
  cap: number;
  back: () => void;
}) {
  const start = row ?? BLANK;
  const [failure, setFailure] = useState<string | null>(null);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const f = new FormData(event.currentTarget);
    const text = (name: string) => String(f.get(name) ?? '').trim();
    const int = (name: string) => Number.parseInt(text(name), 10);
    const code = text('code');
    const contributions = Object.fromEntries(
      list(text('contributions')).map((pair) => {
        const [category, percent] = pair.split('=');
        return [category!.trim(), Number.parseInt(percent ?? '', 10)];
      }),
    );
    const body: BonusDefinitionInput = {
      identity: text('identity'),
      name: text('name'),
      kind: text('kind') as BonusDefinitionInput['kind'],
      percent: text('kind') === 'deposit_match' ? int('percent') : null,
      amount: cents(text('amount')) ?? 0,
      minDeposit: cents(text('minDeposit')) ?? 0,
      currencies: list(text('currencies')).map((c) => c.toUpperCase()),
      countries: list(text('countries')).map((c) => c.toUpperCase()),
      welcomeStep: text('welcomeStep') ? int('welcomeStep') : null,
      code: code || null,
      codeTrigger: code ? int('codeTrigger') : null,
      codeMultiUse: f.get('codeMultiUse') === 'on',
      activationDays: int('activationDays'),
      wageringMultiplier: int('wageringMultiplier'),
      wageringDays: int('wageringDays'),
      contributions,
      defaultContribution: int('defaultContribution'),
      maxStake: cents(text('maxStake')),
      maxConversion: cents(text('maxConversion')),
      cancelAfterWagering: f.get('cancelAfterWagering') === 'on',
      freeSpinGame: text('freeSpinGame') || null,
      freeSpinCount: text('freeSpinCount') ? int('freeSpinCount') : null,
      freeSpinWinsReal: f.get('freeSpinWinsReal') === 'on',
    };
    setFailure(null);
    const saved = row
      ? call(backofficeApi.updateBonusDefinition, { params: { id: row.id }, body })
      : call(backofficeApi.createBonusDefinition, { body });
    void saved.then(back).catch((e: unknown) => setFailure(failureText(e)));
  };
  const field = (name: string, label: string, value: string | number | null, hint?: string) => (
    <label>
      {label}
      <input name={name} defaultValue={value ?? ''} />
      {hint && <small className="muted">{hint}</small>}
    </label>
  );
  return (
    <section>
      <button type="button" className="link" onClick={back}>
        ← Bonus offers
      </button>
      <h2>{row ? `Edit ${row.identity} (${row.state})` : 'New bonus offer'}</h2>
      {failure && (
        <p className="error" role="alert">
          {failure}
        </p>
      )}
      <form className="card editor" onSubmit={submit}>
        {field('identity', 'Identity', start.identity, 'lower-case, digits, dashes')}
        {field('name', 'Name', start.name)}
        <label>
          Kind
          <select name="kind" defaultValue={start.kind}>
            <option value="deposit_match">Deposit match</option>
            <option value="fixed">Fixed amount</option>
            <option value="free_spins">Free spins</option>
          </select>
        </label>
        {field('percent', 'Percent of the deposit', start.percent)}
        {field(
          'amount',
          'Cap (match), amount (fixed) or stake per spin (free spins), USD',
          dollars(start.amount),
        )}
        {field(
          'freeSpinGame',
          'Free spins: game identity (a built-in slot)',
          start.freeSpinGame ?? null,
          'e.g. fruit-fiesta',
        )}
        {field('freeSpinCount', 'Free spins: how many', start.freeSpinCount ?? null)}
        <label className="check">
          <input
            type="checkbox"
            name="freeSpinWinsReal"
            defaultChecked={start.freeSpinWinsReal ?? false}
          />{' '}
          Free-spin wins are real money (unticked: bonus money with this offer's wagering)
        </label>
        {field('minDeposit', 'Minimum deposit, USD', dollars(start.minDeposit))}
        {field(
          'currencies',
          'Currencies (comma separated; empty = all)',
          start.currencies.join(', '),
        )}
        {field('countries', 'Countries (ISO codes; empty = all)', start.countries.join(', '))}
        {field(
          'welcomeStep',
          'Welcome package deposit (1-4; empty = not part of it)',
          start.welcomeStep,
        )}
        {field('code', 'Bonus code (empty = none)', start.code)}
        <label>
          Code trigger
          <select name="codeTrigger" defaultValue={String(start.codeTrigger ?? 3)}>
            <option value="1">1 registration</option>
            <option value="2">2 manual (granted at once)</option>
            <option value="3">3 deposit (on the next deposit)</option>
          </select>
        </label>
        <label className="check">
          <input type="checkbox" name="codeMultiUse" defaultChecked={start.codeMultiUse} /> Every
          player may use the code once (unticked: one player only)
        </label>
        {field('activationDays', 'Days to activate', start.activationDays)}
        {field(
          'wageringMultiplier',
          'Wagering multiplier',
          start.wageringMultiplier,
          cap ? `at most ${cap}× to publish here` : undefined,
        )}
        {field('wageringDays', 'Days to wager', start.wageringDays)}
        {field(
          'contributions',
          'Contribution per game category, %',
          Object.entries(start.contributions)
            .map(([category, percent]) => `${category}=${percent}`)
            .join(', '),
          'e.g. slots=100, table=10',
        )}
        {field('defaultContribution', 'Other games, %', start.defaultContribution)}
        {field(
          'maxStake',
          'Maximum stake while wagering, USD (empty = none)',
          dollars(start.maxStake),
        )}
        {field(
          'maxConversion',
          'Maximum conversion to real money, USD (empty = all)',
          dollars(start.maxConversion),
        )}
        <label className="check">
          <input
            type="checkbox"
            name="cancelAfterWagering"
            defaultChecked={start.cancelAfterWagering}
          />{' '}
          The player may cancel after wagering started
        </label>
        <div className="actions">
          <button type="submit" className="primary">
            Save
          </button>
        </div>
      </form>
    </section>
  );
}
