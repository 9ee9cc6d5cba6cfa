import type { LedgerCheck } from '@casino/contracts/backoffice';
import { useState } from 'react';
import { backofficeApi, call, errorText } from '../../lib/api.ts';
import { when } from '../../lib/format.ts';

const RULES: Record<LedgerCheck['mismatches'][number]['rule'], string> = {
  account_balance: 'Balance is not the sum of its entries',
  account_last_entry: "Balance is not its last entry's balance after",
  transfer_entries: 'Transfer without two balanced entries',
  currency_zero_sum: 'Currency does not sum to zero',
  locked_reservations: 'Locked money is not its pending reservations',
  game_hours: "Hourly game totals differ from the hour's game transfers",
};

/**
 * The ledger proved on demand (what `npm run wallet:check` proves), on one snapshot beside live
 * traffic; each run is audited.
 */
export function LedgerCheckPanel() {
  const [check, setCheck] = useState<LedgerCheck | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [running, setRunning] = useState(false);
  const run = async () => {
    setRunning(true);
    setError(null);
    try {
      setCheck(await call(backofficeApi.checkLedger, {}));
    } catch (e) {
      setError(errorText(e));
    } finally {
      setRunning(false);
    }
  };
  return (
    <section className="card" aria-labelledby="ledger-check-title">
      <h3 id="ledger-check-title">Ledger check</h3>
      <p className="muted">
        Proves every balance, transfer and currency of the ledger on one snapshot. It reads the
        whole ledger: run it outside peak hours on a large database.
      </p>
      <button type="button" onClick={() => void run()} disabled={running}>
        {running ? 'Checking…' : 'Check the ledger'}
      </button>
      {error && <p className="error">{error}</p>}
      {check && (
        <div role="status" data-testid="ledger-check">
          <p className={check.ok ? 'notice' : 'error'}>
            {check.ok
              ? `Ledger balanced: ${check.accounts} accounts, ${check.transfers} transfers, ${check.entries} entries`
              : `Ledger broken: ${check.mismatchCount} mismatches in ${check.accounts} accounts, ${check.transfers} transfers`}{' '}
            (checked {when(check.checkedAt)}, {check.tookMs} ms)
          </p>
          {check.mismatches.length > 0 && (
            <div className="table-wrap">
              <table>
                <thead>
                  <tr>
                    <th scope="col">Rule</th>
                    <th scope="col">Account, transfer or currency</th>
                    <th scope="col">Expected</th>
                    <th scope="col">Found</th>
                  </tr>
                </thead>
                <tbody>
                  {check.mismatches.map((m) => (
                    <tr key={`${m.rule}/${m.subject}`}>
                      <td>{RULES[m.rule]}</td>
                      <td>{m.subject}</td>
                      <td>{m.expected}</td>
                      <td>{m.actual}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </div>
      )}
    </section>
  );
}
