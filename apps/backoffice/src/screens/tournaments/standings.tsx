import { useState } from 'react';
import { TableWrap } from '../../components/table-wrap.tsx';
import { backofficeApi, call } from '../../lib/api.ts';
import { money, when } from '../../lib/format.ts';
import { useApi } from '../../lib/query.ts';
import { failureText } from '../bonuses/bonus-form.ts';
import { SCORING } from './scoring.ts';

export function Standings({
  id,
  back,
  canSettle,
}: {
  id: string;
  back: () => void;
  canSettle: boolean;
}) {
  const { data, error, reload } = useApi(backofficeApi.getTournamentStandings, { params: { id } });
  const [message, setMessage] = useState<string | null>(null);
  const settle = () =>
    call(backofficeApi.settleTournament, { params: { id } })
      .then((r) => {
        setMessage(`Settlement: ${r.state}, ${r.paidNow} paid now, ${r.payouts} payouts in all`);
        reload();
      })
      .catch((e: unknown) => setMessage(failureText(e)));
  const t = data?.tournament;
  return (
    <section>
      <button type="button" className="link" onClick={back}>
        ← Tournaments
      </button>
      {error && <p className="error">{error}</p>}
      {message && <p className="notice">{message}</p>}
      {t && data && (
        <>
          <h2>
            {t.title} <code>{t.identity}</code> ({t.state})
          </h2>
          <p className="muted">
            {SCORING[t.scoring]} · {when(t.startsAt)} – {when(t.endsAt)} · pool{' '}
            {money(t.prizePool, t.currency)} ({t.prizeKind}) · {t.participants} players · paid{' '}
            {money(data.paid, t.currency)}
          </p>
          {canSettle && t.status === 'finished' && t.state !== 'settled' && (
            <button type="button" className="primary" onClick={settle}>
              Settle now
            </button>
          )}
          <h3>Payouts</h3>
          <TableWrap>
            <table>
              <thead>
                <tr>
                  <th scope="col">Rank</th>
                  <th scope="col">Player</th>
                  <th scope="col">Score</th>
                  <th scope="col">Prize</th>
                  <th scope="col">Paid</th>
                  <th scope="col">Ledger transfer / bonus</th>
                </tr>
              </thead>
              <tbody>
                {data.payouts.length === 0 && (
                  <tr>
                    <td colSpan={6}>Nothing paid yet (settled when it ends)</td>
                  </tr>
                )}
                {data.payouts.map((p) => (
                  <tr key={p.playerId}>
                    <td>{p.rank}</td>
                    <td>
                      <a href={`players/${p.playerId}`}>{p.name}</a>
                    </td>
                    <td>{p.score}</td>
                    <td>{money(p.amount, t.currency)}</td>
                    <td>{p.skipped ? `not paid: ${p.skipped}` : when(p.paidAt)}</td>
                    <td>
                      <code>{p.transferId ?? p.playerBonusId ?? '—'}</code>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableWrap>
          <h3>Standings</h3>
          <TableWrap>
            <table>
              <thead>
                <tr>
                  <th scope="col">Rank</th>
                  <th scope="col">Player</th>
                  <th scope="col">Score</th>
                  <th scope="col">Prize</th>
                </tr>
              </thead>
              <tbody>
                {data.standings.map((s) => (
                  <tr key={s.playerId}>
                    <td>{s.rank}</td>
                    <td>{s.name}</td>
                    <td>{t.scoring === 'total_win' ? money(s.score, t.currency) : s.score}</td>
                    <td>{s.prize ? money(s.prize, t.currency) : '—'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableWrap>
          <p className="muted">
            Players in a time-out or self-exclusion are left out when it is settled.
          </p>
        </>
      )}
    </section>
  );
}
