import type { AdminTournament } from '@casino/contracts';
import { useState } from 'react';
import { TableWrap } from '../../components/table-wrap.tsx';
import { backofficeApi, call } from '../../lib/api.ts';
import { money, when } from '../../lib/format.ts';
import { useApi } from '../../lib/query.ts';
import { failureText } from '../bonuses/bonus-form.ts';
import { NewTournament } from './new-tournament.tsx';
import { SCORING } from './scoring.ts';
import { Standings } from './standings.tsx';

/** Tournaments (issue 33): schedule, cancel, standings and what each paid. */
export function Tournaments({ canEdit, canSettle }: { canEdit: boolean; canSettle: boolean }) {
  const { data, error, reload } = useApi(backofficeApi.listTournaments, {});
  const [open, setOpen] = useState<string | 'new' | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const back = () => {
    setOpen(null);
    reload();
  };
  if (open === 'new') return <NewTournament back={back} />;
  if (open) return <Standings id={open} back={back} canSettle={canSettle} />;
  const cancel = (row: AdminTournament) => {
    if (!window.confirm(`Cancel ${row.identity}? Nobody will be paid.`)) return;
    void call(backofficeApi.cancelTournament, { params: { id: row.id } })
      .then(() => {
        setMessage(`${row.identity} is cancelled`);
        reload();
      })
      .catch((e: unknown) => setMessage(failureText(e)));
  };
  return (
    <section>
      <h2>Tournaments</h2>
      {canEdit && (
        <button type="button" className="primary" onClick={() => setOpen('new')}>
          New tournament
        </button>
      )}
      {message && <p className="notice">{message}</p>}
      {error && <p className="error">{error}</p>}
      {data && (
        <TableWrap>
          <table>
            <thead>
              <tr>
                <th scope="col">Tournament</th>
                <th scope="col">When</th>
                <th scope="col">Scoring</th>
                <th scope="col">Pool</th>
                <th scope="col">Players</th>
                <th scope="col">State</th>
                <th scope="col" />
              </tr>
            </thead>
            <tbody>
              {data.items.length === 0 && (
                <tr>
                  <td colSpan={7}>No tournaments yet</td>
                </tr>
              )}
              {data.items.map((row) => (
                <tr key={row.id}>
                  <td>
                    <button type="button" className="link" onClick={() => setOpen(row.id)}>
                      {row.title}
                    </button>{' '}
                    <code>{row.identity}</code>
                  </td>
                  <td>
                    {when(row.startsAt)} – {when(row.endsAt)}
                  </td>
                  <td>{SCORING[row.scoring]}</td>
                  <td>
                    {money(row.prizePool, row.currency)} ({row.prizeKind})
                  </td>
                  <td>{row.participants}</td>
                  <td>{row.state === 'scheduled' ? row.status : row.state}</td>
                  <td>
                    {canEdit && row.state === 'scheduled' && (
                      <button type="button" className="danger" onClick={() => cancel(row)}>
                        Cancel
                      </button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableWrap>
      )}
    </section>
  );
}
