import type { AdminBonusDefinition, BonusDefinitionInput } from '@casino/contracts';
import { type FormEvent, useState } from 'react';
import { ApiError, call } from './api.ts';
import { when } from './format.ts';
import { DataTable } from './table.tsx';
import { useLoad } from './use-page.ts';

/** Cents of the base currency (USD) shown and typed as dollars. */
const dollars = (cents: number | null) => (cents === null ? '' : (cents / 100).toFixed(2));
const cents = (text: string) => (text.trim() === '' ? null : Math.round(Number(text) * 100));
const list = (text: string) =>
  text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);

const BLANK: BonusDefinitionInput = {
  identity: '',
  name: '',
  kind: 'deposit_match',
  percent: 100,
  amount: 10_000,
  minDeposit: 2_000,
  currencies: [],
  countries: [],
  welcomeStep: null,
  code: null,
  codeTrigger: null,
  codeMultiUse: true,
  activationDays: 30,
  wageringMultiplier: 10,
  wageringDays: 30,
  contributions: { slots: 100, table: 10 },
  defaultContribution: 0,
  maxStake: 500,
  maxConversion: null,
  cancelAfterWagering: true,
};

function failureText(e: unknown) {
  if (!(e instanceof ApiError)) return 'Something went wrong';
  const fields = Object.entries(e.fields).map(([field, texts]) => `${field}: ${texts.join(', ')}`);
  return [e.message, ...fields].join(' · ');
}

/** Bonus offers (marketing): the list with their terms, an editor, publish. */
export function Bonuses({ canEdit }: { canEdit: boolean }) {
  const { data, error, reload } = useLoad(() => call('listBonusDefinitions'), []);
  const [open, setOpen] = useState<AdminBonusDefinition | 'new' | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const publish = (row: AdminBonusDefinition) =>
    call('publishBonusDefinition', { params: { id: row.id } })
      .then(() => {
        setMessage(`${row.identity} is published`);
        reload();
      })
      .catch((e: unknown) => setMessage(failureText(e)));
  if (open) {
    return (
      <Editor
        row={open === 'new' ? null : open}
        cap={data?.maxWageringMultiplier ?? 0}
        back={() => {
          setOpen(null);
          reload();
        }}
      />
    );
  }
  return (
    <section>
      <h2>Bonus offers</h2>
      <p className="muted">
        Amounts in USD, converted at the current rate when a bonus is granted. Wagering cap of this
        jurisdiction: {data?.maxWageringMultiplier ? `${data.maxWageringMultiplier}×` : 'none'}.
      </p>
      {canEdit && (
        <button type="button" className="primary" onClick={() => setOpen('new')}>
          New offer
        </button>
      )}
      {message && <p className="notice">{message}</p>}
      {error && <p className="error">{error}</p>}
      {data && (
        <DataTable
          columns={[
            {
              key: 'identity',
              header: 'Offer',
              cell: (d) => (
                <button type="button" className="link" onClick={() => setOpen(d)}>
                  {d.identity}
                </button>
              ),
            },
            { key: 'name', header: 'Name', cell: (d) => d.name },
            {
              key: 'terms',
              header: 'Bonus',
              cell: (d) =>
                d.kind === 'free_spins'
                  ? `${d.freeSpinCount} free spins on ${d.freeSpinGame} at $${dollars(d.amount)}`
                  : d.kind === 'fixed'
                    ? `$${dollars(d.amount)}`
                    : `${d.percent}% up to $${dollars(d.amount)}`,
            },
            {
              key: 'wagering',
              header: 'Wagering',
              cell: (d) => `${d.wageringMultiplier}× / ${d.wageringDays} d`,
            },
            {
              key: 'how',
              header: 'Given',
              cell: (d) =>
                d.welcomeStep
                  ? `welcome deposit ${d.welcomeStep}`
                  : d.code
                    ? `code ${d.code}`
                    : '—',
            },
            { key: 'state', header: 'State', cell: (d) => d.state },
            { key: 'updatedAt', header: 'Updated', cell: (d) => when(d.updatedAt) },
            {
              key: 'actions',
              header: '',
              cell: (d) =>
                canEdit && d.state !== 'published' ? (
                  <button type="button" className="small" onClick={() => void publish(d)}>
                    Publish
                  </button>
                ) : null,
            },
          ]}
          rows={data.items}
          rowKey={(d) => d.id}
          total={data.items.length}
          page={1}
          perPage={Math.max(1, data.items.length)}
          onPage={() => {}}
        />
      )}
    </section>
  );
}

function Editor({
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
      ? call('updateBonusDefinition', { params: { id: row.id }, body })
      : call('createBonusDefinition', { body });
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
