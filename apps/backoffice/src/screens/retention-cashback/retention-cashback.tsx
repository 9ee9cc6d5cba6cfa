import type { CashbackSettings, ReferralSettings } from '@casino/contracts';
import { type FormEvent, useState } from 'react';
import { backofficeApi, call, fieldsText } from '../../lib/api.ts';
import { money, when } from '../../lib/format.ts';
import { useApi } from '../../lib/query.ts';

const BASE = 'USD';
const toMinor = (value: FormDataEntryValue | null) => Math.round(Number(value ?? 0) * 100);
const toMajor = (minor: number) => (minor / 100).toFixed(2);

/**
 * Cashback and referrals (issue 33): the terms, running or replaying a finished period (each
 * player is paid once whatever the runs), what every period paid, and the referrals with their
 * state. Every change and run is audited on the server.
 */
export function RetentionCashback({ canEdit, canRun }: { canEdit: boolean; canRun: boolean }) {
  return (
    <section>
      <h2>Cashback &amp; referrals</h2>
      <CashbackSettingsCard canEdit={canEdit} />
      <CashbackRunCard canRun={canRun} />
      <CashbackReportCard />
      <ReferralSettingsCard canEdit={canEdit} />
      <ReferralReportCard />
    </section>
  );
}

function CashbackSettingsCard({ canEdit }: { canEdit: boolean }) {
  const { data, error, reload } = useApi(backofficeApi.getCashbackSettings, {});
  const [message, setMessage] = useState<string | null>(null);
  if (!data) return error ? <p className="error">{error}</p> : null;
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
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
    try {
      await call(backofficeApi.putCashbackSettings, { body });
      setMessage('Saved');
      reload();
    } catch (e) {
      setMessage(fieldsText(e));
    }
  };
  return (
    <div className="card">
      <h3>Cashback terms</h3>
      <p className="muted">
        A share of each player's real-money net loss (stakes − wins; bonus play does not count) per
        period, paid by the job once the period has ended. Amounts in {BASE}, converted into each
        player's currency.
      </p>
      <form className="editor field-grid" onSubmit={submit} aria-label="Cashback terms">
        <label>
          <input
            type="checkbox"
            name="isEnabled"
            defaultChecked={data.isEnabled}
            disabled={!canEdit}
          />{' '}
          Cashback on
        </label>
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
        <label>
          Minimum payout ({BASE})
          <input
            name="minPayout"
            type="number"
            step="0.01"
            min="0"
            defaultValue={toMajor(data.minPayout)}
            disabled={!canEdit}
          />
        </label>
        <label>
          Maximum payout ({BASE}, empty: none)
          <input
            name="maxPayout"
            type="number"
            step="0.01"
            min="0.01"
            defaultValue={data.maxPayout === null ? '' : toMajor(data.maxPayout)}
            disabled={!canEdit}
          />
        </label>
        {canEdit && (
          <button type="submit" className="primary">
            Save terms
          </button>
        )}
        {message && <output className="muted">{message}</output>}
      </form>
    </div>
  );
}

function CashbackRunCard({ canRun }: { canRun: boolean }) {
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

function CashbackReportCard() {
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

function ReferralSettingsCard({ canEdit }: { canEdit: boolean }) {
  const { data, error, reload } = useApi(backofficeApi.getReferralSettings, {});
  const [message, setMessage] = useState<string | null>(null);
  if (!data) return error ? <p className="error">{error}</p> : null;
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const body: ReferralSettings = {
      isEnabled: form.get('isEnabled') === 'on',
      rewardAmount: toMinor(form.get('rewardAmount')),
      minDeposit: toMinor(form.get('minDeposit')),
      wagerThreshold: toMinor(form.get('wagerThreshold')),
    };
    try {
      await call(backofficeApi.putReferralSettings, { body });
      setMessage('Saved');
      reload();
    } catch (e) {
      setMessage(fieldsText(e));
    }
  };
  return (
    <div className="card">
      <h3>Referral terms</h3>
      <p className="muted">
        The referrer is paid (real money) once the friend has deposited and wagered the amounts
        below in real money; a sign-up alone pays nothing. Self-referrals are refused: the same
        sign-in address or device, or the referrer's own payment method.
      </p>
      <form className="editor field-grid" onSubmit={submit} aria-label="Referral terms">
        <label>
          <input
            type="checkbox"
            name="isEnabled"
            defaultChecked={data.isEnabled}
            disabled={!canEdit}
          />{' '}
          Referrals on
        </label>
        <label>
          Reward ({BASE})
          <input
            name="rewardAmount"
            type="number"
            step="0.01"
            min="0.01"
            defaultValue={toMajor(data.rewardAmount)}
            disabled={!canEdit}
          />
        </label>
        <label>
          Friend's deposits at least ({BASE})
          <input
            name="minDeposit"
            type="number"
            step="0.01"
            min="0"
            defaultValue={toMajor(data.minDeposit)}
            disabled={!canEdit}
          />
        </label>
        <label>
          Friend's real-money stakes at least ({BASE})
          <input
            name="wagerThreshold"
            type="number"
            step="0.01"
            min="0"
            defaultValue={toMajor(data.wagerThreshold)}
            disabled={!canEdit}
          />
        </label>
        {canEdit && (
          <button type="submit" className="primary">
            Save terms
          </button>
        )}
        {message && <output className="muted">{message}</output>}
      </form>
    </div>
  );
}

function ReferralReportCard() {
  const [page, setPage] = useState(1);
  const { data, error } = useApi(backofficeApi.getReferralReport, { query: { page, perPage: 20 } });
  return (
    <div className="card">
      <h3>Referrals</h3>
      {error && <p className="error">{error}</p>}
      {data && data.items.length === 0 && <p className="muted">No referrals yet.</p>}
      {data && data.items.length > 0 && (
        <>
          <table>
            <thead>
              <tr>
                <th>Joined</th>
                <th>Referrer</th>
                <th>Friend</th>
                <th>State</th>
                <th>Reward</th>
              </tr>
            </thead>
            <tbody>
              {data.items.map((r) => (
                <tr key={r.id}>
                  <td>{when(r.createdAt)}</td>
                  <td>{r.referrerEmail ?? r.referrerId}</td>
                  <td>{r.friendEmail ?? r.friendId}</td>
                  <td>
                    {r.status}
                    {r.reason ? ` (${r.reason.replaceAll('_', ' ')})` : ''}
                  </td>
                  <td>
                    {r.rewardAmount !== null && r.rewardCurrency
                      ? `${money(r.rewardAmount, r.rewardCurrency)} · ${when(r.rewardedAt)}`
                      : '—'}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className="filters">
            <button type="button" disabled={page <= 1} onClick={() => setPage(page - 1)}>
              Previous
            </button>
            <span className="muted">
              Page {page} of {Math.max(1, Math.ceil(data.total / 20))}
            </span>
            <button
              type="button"
              disabled={page * 20 >= data.total}
              onClick={() => setPage(page + 1)}
            >
              Next
            </button>
          </p>
        </>
      )}
    </div>
  );
}
