import { type FormEvent, useState } from 'react';
import { useOperator } from '../../app/operator.ts';
import { backofficeApi, call, errorText } from '../../lib/api.ts';
import { INVOICE_STATUS_NAMES, money, when } from '../../lib/format.ts';
import { useApi } from '../../lib/query.ts';

/** The latest sessions, ledger entries, invoices and bets of a player, and the notes on them. */
export function PlayerActivity({ id }: { id: string }) {
  const { can } = useOperator();
  const latest = { page: 1, perPage: 10 };
  const sessions = useApi(
    backofficeApi.listPlayerSessions,
    { params: { id }, query: latest },
    { enabled: can('listPlayerSessions') },
  );
  const ledger = useApi(
    backofficeApi.listPlayerLedger,
    { params: { id }, query: latest },
    { enabled: can('listPlayerLedger') },
  );
  const bets = useApi(
    backofficeApi.listPlayerBets,
    { params: { id }, query: latest },
    { enabled: can('listPlayerBets') },
  );
  const invoices = useApi(
    backofficeApi.listInvoices,
    { query: { playerId: id, ...latest } },
    { enabled: can('listInvoices') },
  );
  const notes = useApi(
    backofficeApi.listPlayerNotes,
    { params: { id } },
    { enabled: can('listPlayerNotes') },
  );
  const [error, setError] = useState<string | null>(null);
  return (
    <>
      {error && <p className="error">{error}</p>}
      {sessions.data && (
        <div className="card" data-testid="player-sessions">
          <h3>Sessions</h3>
          <ul className="plain">
            {sessions.data.items.map((s) => (
              <li key={s.id}>
                {when(s.createdAt)} · {s.ip ?? '?'} ·{' '}
                {s.closedAt ? `closed (${s.closeReason ?? ''})` : 'open'}
                {!s.closedAt && can('closePlayerSession') && (
                  <button
                    type="button"
                    className="small"
                    onClick={() =>
                      void call(backofficeApi.closePlayerSession, {
                        params: { id, sessionId: s.id },
                      })
                        .then(sessions.reload)
                        .catch((e: unknown) => setError(errorText(e)))
                    }
                  >
                    Close
                  </button>
                )}
              </li>
            ))}
          </ul>
        </div>
      )}
      {ledger.data && (
        <div className="card">
          <h3>Ledger (latest)</h3>
          <ul className="plain">
            {ledger.data.items.map((e) => (
              <li key={e.id}>
                {when(e.createdAt)} · {e.kind} · {e.book} · {money(e.amount, e.currency)}
              </li>
            ))}
          </ul>
        </div>
      )}
      {invoices.data && (
        <div className="card">
          <h3>Invoices (latest)</h3>
          <ul className="plain">
            {invoices.data.items.map((i) => (
              <li key={i.id}>
                {when(i.createdAt)} · {i.number} · {i.type} · {money(i.amount, i.currency)} ·{' '}
                {INVOICE_STATUS_NAMES[i.status] ?? i.status}
              </li>
            ))}
          </ul>
        </div>
      )}
      {bets.data && (
        <div className="card">
          <h3>Bets (latest)</h3>
          <ul className="plain">
            {bets.data.items.map((b) => (
              <li key={b.id}>
                {when(b.createdAt)} · {b.game} · stake {money(b.stake, b.currency)} · win{' '}
                {money(b.win, b.currency)}
              </li>
            ))}
            {bets.data.items.length === 0 && <li className="muted">No bets yet</li>}
          </ul>
        </div>
      )}
      {notes.data && (
        <div className="card">
          <h3>Notes</h3>
          {can('addPlayerNote') && (
            <form
              className="filters"
              onSubmit={(event: FormEvent<HTMLFormElement>) => {
                event.preventDefault();
                const form = event.currentTarget;
                const body = String(new FormData(form).get('body')).trim();
                if (!body) return;
                void call(backofficeApi.addPlayerNote, { params: { id }, body: { body } })
                  .then(() => {
                    form.reset();
                    notes.reload();
                  })
                  .catch((e: unknown) => setError(errorText(e)));
              }}
            >
              <input name="body" placeholder="Add a note" aria-label="Add a note" />
              <button type="submit">Add</button>
            </form>
          )}
          <ul className="plain">
            {notes.data.items.map((n) => (
              <li key={n.id}>
                {when(n.createdAt)} · {n.operatorEmail ?? 'key'}: {n.body}
              </li>
            ))}
          </ul>
        </div>
      )}
    </>
  );
}
