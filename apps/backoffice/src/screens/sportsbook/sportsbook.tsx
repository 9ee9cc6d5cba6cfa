import { useState } from 'react';
import { TableWrap } from '../../components/table-wrap.tsx';
import { ApiError, backofficeApi, call } from '../../lib/api.ts';
import { useApi } from '../../lib/query.ts';

type Outcome = 'feed' | 'score' | 'cancelled';

/**
 * Sportsbook results (issue 20, docs/decisions/032), sandbox only: settle an event now with a
 * score, the feed's own score, or cancel it (legs void). A second score for the same event is a
 * correction: its bets are resettled. Every command is audited.
 */
export function Sportsbook() {
  const { data, error, reload } = useApi(backofficeApi.listSportsbookEvents, {});
  const [scores, setScores] = useState<Record<string, { home: string; away: string }>>({});
  const [notice, setNotice] = useState<string | null>(null);
  const [eventId, setEventId] = useState('');

  async function settle(id: string, outcome: Outcome) {
    const score = scores[id] ?? { home: '0', away: '0' };
    try {
      const result = await call(backofficeApi.setSportsbookResult, {
        body: {
          eventId: id,
          outcome,
          ...(outcome === 'score' ? { home: Number(score.home), away: Number(score.away) } : {}),
        },
      });
      setNotice(
        `${result.eventId}: ${result.cancelled ? 'cancelled' : `${result.home}:${result.away}`} (version ${result.version})`,
      );
      reload();
    } catch (e) {
      setNotice(e instanceof ApiError ? e.message : 'Could not set the result');
    }
  }

  const scoreInputs = (id: string) => {
    const score = scores[id] ?? { home: '0', away: '0' };
    const set = (side: 'home' | 'away', value: string) =>
      setScores((all) => ({ ...all, [id]: { ...score, [side]: value } }));
    return (
      <>
        <input
          type="number"
          min={0}
          aria-label={`Home score of ${id}`}
          value={score.home}
          onChange={(e) => set('home', e.target.value)}
          style={{ width: '4em' }}
        />
        {' : '}
        <input
          type="number"
          min={0}
          aria-label={`Away score of ${id}`}
          value={score.away}
          onChange={(e) => set('away', e.target.value)}
          style={{ width: '4em' }}
        />
      </>
    );
  };
  const actions = (id: string) => (
    <>
      <button type="button" onClick={() => settle(id, 'score')}>
        Settle
      </button>{' '}
      <button type="button" onClick={() => settle(id, 'feed')}>
        Feed result
      </button>{' '}
      <button type="button" onClick={() => settle(id, 'cancelled')}>
        Cancel
      </button>
    </>
  );

  return (
    <section>
      <h2>Sportsbook results</h2>
      <p className="muted">
        Sandbox: results settle bets at once; a different score later resettles them.
      </p>
      {notice && (
        <p className="notice" role="status">
          {notice}
        </p>
      )}
      <form method="post" className="filters" onSubmit={(e) => e.preventDefault()}>
        <label>
          Event id (also resulted ones, to correct){' '}
          <input value={eventId} onChange={(e) => setEventId(e.target.value)} />
        </label>{' '}
        {eventId && scoreInputs(eventId)} {eventId && actions(eventId)}
      </form>
      {error && <p className="error">{error}</p>}
      {data && (
        <TableWrap>
          <table>
            <thead>
              <tr>
                <th scope="col">Kick-off</th>
                <th scope="col">Event</th>
                <th scope="col">Phase</th>
                <th scope="col">Score</th>
                <th scope="col">Result</th>
              </tr>
            </thead>
            <tbody>
              {data.items.map((event) => (
                <tr key={event.id}>
                  <td>{new Date(event.startsAt).toLocaleString()}</td>
                  <td>
                    {event.home} – {event.away}
                    <br />
                    <small className="muted">
                      {event.leagueName} · {event.id}
                    </small>
                  </td>
                  <td>{event.phase}</td>
                  <td>{scoreInputs(event.id)}</td>
                  <td>{actions(event.id)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableWrap>
      )}
    </section>
  );
}
