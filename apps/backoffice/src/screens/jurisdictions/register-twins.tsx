import type { EndpointResponse } from '@casino/contracts/api';
import { useState } from 'react';
import { TableWrap } from '../../components/table-wrap.tsx';
import { backofficeApi, call, errorText } from '../../lib/api.ts';
import { when } from '../../lib/format.ts';
import { useApi } from '../../lib/query.ts';

type Entry = EndpointResponse<typeof backofficeApi.listRegisterTwinEntries>['items'][number];
type Register = Entry['register'];
type Listing = Entry['listing'];

const REGISTERS: Record<Register, { label: string; by: string; listings: Listing[] }> = {
  gamstop: { label: 'GAMSTOP (Great Britain)', by: 'Email', listings: ['excluded', 'previously'] },
  oasis: { label: 'OASIS (Germany)', by: 'Email', listings: ['excluded'] },
  cruks: { label: 'CRUKS (Netherlands)', by: 'Email', listings: ['excluded'] },
  sigap: { label: 'SIGAP (Brazil)', by: 'CPF', listings: ['excluded', 'welfare'] },
};

const LISTINGS: Record<Listing, string> = {
  excluded: 'Self-excluded',
  previously: 'Previously excluded',
  welfare: 'Welfare beneficiary (barred)',
};

/**
 * The lists of the national self-exclusion registers' sandbox twins (issue 32): whom the
 * sandbox's GAMSTOP, OASIS, CRUKS and SIGAP answer as listed. Compliance adds and removes
 * entries; the server checks the role and audits each change. Live, the real registers answer.
 */
export function RegisterTwins({ canEdit }: { canEdit: boolean }) {
  const { data, error: loadError, reload } = useApi(backofficeApi.listRegisterTwinEntries, {});
  const [register, setRegister] = useState<Register>('gamstop');
  const [entry, setEntry] = useState('');
  const [listing, setListing] = useState<Listing>('excluded');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const items = data?.items ?? [];

  const run = async (work: () => Promise<unknown>) => {
    setError(null);
    setBusy(true);
    try {
      await work();
      reload();
      return true;
    } catch (e) {
      setError(errorText(e));
      return false;
    } finally {
      setBusy(false);
    }
  };
  const add = async (event: React.FormEvent) => {
    event.preventDefault();
    const done = await run(() =>
      call(backofficeApi.addRegisterTwinEntry, { body: { register, entry, listing } }),
    );
    if (done) setEntry('');
  };

  return (
    <section>
      <h2>Register twins</h2>
      <p className="muted">
        The sandbox stand-ins of the national self-exclusion registers. A person listed here is
        refused at registration and signed out at their next check where their jurisdiction asks
        that register. Every twin also lists an email starting with “excluded”. Live, the real
        registers answer and these lists are not asked.
      </p>
      {canEdit && (
        <form className="filters" onSubmit={add} data-testid="register-twin-form">
          <label>
            Register
            <select
              name="register"
              value={register}
              onChange={(e) => {
                const next = e.target.value as Register;
                setRegister(next);
                if (!REGISTERS[next].listings.includes(listing)) setListing('excluded');
              }}
            >
              {Object.entries(REGISTERS).map(([code, r]) => (
                <option key={code} value={code}>
                  {r.label}
                </option>
              ))}
            </select>
          </label>
          <label>
            {REGISTERS[register].by}
            <input
              name="entry"
              required
              maxLength={250}
              value={entry}
              onChange={(e) => setEntry(e.target.value)}
            />
          </label>
          <label>
            Listed as
            <select
              name="listing"
              value={listing}
              onChange={(e) => setListing(e.target.value as Listing)}
            >
              {REGISTERS[register].listings.map((l) => (
                <option key={l} value={l}>
                  {LISTINGS[l]}
                </option>
              ))}
            </select>
          </label>
          <button type="submit" className="primary small" disabled={busy}>
            Add to list
          </button>
        </form>
      )}
      {(error || loadError) && <p className="error">{error ?? loadError}</p>}
      <TableWrap>
        <table data-testid="register-twins-table">
          <thead>
            <tr>
              <th scope="col">Register</th>
              <th scope="col">Email or CPF</th>
              <th scope="col">Listed as</th>
              <th scope="col">Added</th>
              {canEdit && <th scope="col">Action</th>}
            </tr>
          </thead>
          <tbody>
            {items.length === 0 && (
              <tr>
                <td colSpan={canEdit ? 5 : 4} className="muted">
                  Nobody listed
                </td>
              </tr>
            )}
            {items.map((e) => (
              <tr key={e.id}>
                <td>{REGISTERS[e.register].label}</td>
                <td>{e.entry}</td>
                <td>{LISTINGS[e.listing]}</td>
                <td>
                  {when(e.createdAt)}
                  <br />
                  <span className="muted">{e.createdBy ?? 'sandbox seed'}</span>
                </td>
                {canEdit && (
                  <td>
                    <button
                      type="button"
                      className="danger small"
                      disabled={busy}
                      onClick={() =>
                        void run(() =>
                          call(backofficeApi.removeRegisterTwinEntry, { params: { id: e.id } }),
                        )
                      }
                    >
                      Remove
                    </button>
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </TableWrap>
    </section>
  );
}
