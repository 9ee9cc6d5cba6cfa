import type { CashbackSettings } from '@casino/contracts';
import { useState } from 'react';
import { backofficeApi, call, fieldsText } from '../../lib/api.ts';
import { money, when } from '../../lib/format.ts';
import { useApi } from '../../lib/query.ts';
import { BASE, MoneyField, TermsForm, toMinor } from './terms-form.tsx';

export function CashbackSettingsCard({ canEdit }: { canEdit: boolean }) {
  const { data, error, reload } = useApi(backofficeApi.getCashbackSettings, {});
  if (!data) return error ? <p className="error">{error}</p> : null;
  const save = async (form: FormData) => {
    const max = String(form.get('maxPayout') ?? '').trim();
    const body: CashbackSettings = {
      isEnabled: form.get('isEnabled') === 'on',
      rateBps: Math.round(Number(form.get('rate')) * 100),
      period: form.get('period') as CashbackSettings['period'],
      periodAnchor: new Date(String(form.get('periodAnchor'))).toISOString(),
      payAs: form.get('payAs') as CashbackSettings['payAs'],
      bonusDefinitionId: String(form.get('bonusDefinitionId') ?? '').trim() || null,
      minPayout: toMinor(form.get('minPayout')),
      maxPayout: max ? toMinor(max) : null,
    };
    await call(backofficeApi.putCashbackSettings, { body });
    reload();
  };
  return (
    <TermsForm
      title="Cashback terms"
      about={`A share of each player's real-money net loss (stakes − wins; bonus play does not count) per period, paid by the job once the period has ended. Amounts in ${BASE}, converted into each player's currency.`}
      switchLabel="Cashback on"
      isEnabled={data.isEnabled}
      canEdit={canEdit}
      save={save}
    >
      <label>
        Rate (%)
        <input
          name="rate"
          type="number"
          step="0.01"
          min="0"
          max="100"
          defaultValue={data.rateBps / 100}
          disabled={!canEdit}
        />
      </label>
      <label>
        Period
        <select name="period" defaultValue={data.period} disabled={!canEdit}>
          <option value="daily">Daily</option>
          <option value="weekly">Weekly</option>
          <option value="monthly">Monthly (calendar)</option>
        </select>
      </label>
      <label>
        Periods start at (UTC)
        <input
          name="periodAnchor"
          type="datetime-local"
          step="1"
          defaultValue={data.periodAnchor.slice(0, 19)}
          disabled={!canEdit}
        />
      </label>
      <label>
        Paid as
        <select name="payAs" defaultValue={data.payAs} disabled={!canEdit}>
          <option value="cash">Real money (no wagering)</option>
          <option value="bonus">Bonus (from an offer's terms)</option>
        </select>
      </label>
      <label>
        Bonus offer id (for bonus payouts)
        <input
          name="bonusDefinitionId"
          defaultValue={data.bonusDefinitionId ?? ''}
          disabled={!canEdit}
        />
      </label>
      <MoneyField
        name="minPayout"
        label={`Minimum payout (${BASE})`}
        minor={data.minPayout}
        canEdit={canEdit}
      />
      <MoneyField
        name="maxPayout"
        label={`Maximum payout (${BASE}, empty: none)`}
        minor={data.maxPayout}
        min="0.01"
        canEdit={canEdit}
      />
    </TermsForm>
  );
}

export function CashbackRunCard({ canRun }: { canRun: boolean }) {
  const [at, setAt] = useState('');
  const [result, setResult] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { reload } = useApi(backofficeApi.getCashbackReport, {});
  if (!canRun) return null;
  const run = async () => {
    setBusy(true);
    try {
      const done = await call(backofficeApi.runCashback, {
        body: at ? { at: new Date(`${at}Z`).toISOString() } : {},
      });
      setResult(
        `Period ${when(done.periodStart)} – ${when(done.periodEnd)}: ${done.paid} paid now, ${done.skipped} already paid or not due`,
      );
      reload();
    } catch (e) {
      setResult(fieldsText(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="card">
      <h3>Run a period</h3>
      <p className="muted">
        Pays the last finished period (or the one holding the moment chosen). Running it again pays
        only players not paid for it yet, never twice.
      </p>
      <p className="filters">
        <label>
          A moment in the period (UTC, empty: the last finished one){' '}
          <input type="datetime-local" value={at} onChange={(e) => setAt(e.target.value)} />
        </label>
        <button type="button" className="primary" disabled={busy} onClick={run}>
          {busy ? 'Running…' : 'Run period'}
        </button>
      </p>
      {result && <output data-testid="cashback-run-result">{result}</output>}
    </div>
  );
}

export function CashbackReportCard() {
  const { data, error } = useApi(backofficeApi.getCashbackReport, {});
  return (
    <div className="card">
      <h3>What each period paid</h3>
      {error && <p className="error">{error}</p>}
      {data && data.periods.length === 0 && <p className="muted">No period has run yet.</p>}
      {data && data.periods.length > 0 && (
        <table>
          <thead>
            <tr>
              <th>Period</th>
              <th>Runs</th>
              <th>Currency</th>
              <th>Players</th>
              <th>Paid (cash)</th>
              <th>Issued as bonus</th>
              <th>Not paid</th>
            </tr>
          </thead>
          <tbody>
            {data.periods.flatMap((period) =>
              (period.totals.length ? period.totals : [null]).map((total, i) => (
                <tr key={`${period.periodStart}-${total?.currency ?? 'none'}`}>
                  <td>
                    {i === 0 ? `${when(period.periodStart)} – ${when(period.periodEnd)}` : ''}
                  </td>
                  <td>{i === 0 ? period.runs : ''}</td>
                  <td>{total?.currency ?? '—'}</td>
                  <td>{total?.players ?? 0}</td>
                  <td>{total ? money(total.paid, total.currency) : '—'}</td>
                  <td>{total ? money(total.asBonus, total.currency) : '—'}</td>
                  <td>{total?.refused ?? 0}</td>
                </tr>
              )),
            )}
          </tbody>
        </table>
      )}
    </div>
  );
}
