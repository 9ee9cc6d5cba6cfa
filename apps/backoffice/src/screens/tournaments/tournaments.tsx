import type { AdminTournament, CreateTournamentRequest } from '@casino/contracts';
import { type FormEvent, useState } from 'react';
import { backofficeApi, call } from '../../lib/api.ts';
import { money, when } from '../../lib/format.ts';
import { useApi } from '../../lib/query.ts';
import { failureText } from '../bonuses/bonus-form.ts';

const SCORING = {
  total_win: 'Total win',
  max_multiplier: 'Biggest multiplier',
  rounds: 'Rounds played',
} as const;

/** Prize lines typed as `1=500, 2-3=100` (ranks = amount in the currency's units). */
export function parsePrizes(text: string, toMinor: (units: number) => number) {
  return text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const [ranks = '', amount = ''] = part.split('=');
      const [from = '', to = from] = ranks.split('-');
      return {
        fromRank: Number.parseInt(from, 10),
        toRank: Number.parseInt(to, 10),
        amount: toMinor(Number(amount)),
      };
    });
}

const toLocalInput = (date: Date) =>
  new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);

function NewTournament({ back }: { back: () => void }) {
  const [failure, setFailure] = useState<string | null>(null);
  const now = new Date();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const f = new FormData(event.currentTarget);
    const text = (name: string) => String(f.get(name) ?? '').trim();
    const date = (name: string) => {
      const value = new Date(text(name));
      return Number.isNaN(value.getTime()) ? text(name) : value.toISOString();
    };
    const body: CreateTournamentRequest = {
      identity: text('identity'),
      title: text('title'),
      description: text('description'),
      currency: text('currency').toUpperCase(),
      scoring: text('scoring') as CreateTournamentRequest['scoring'],
      games: text('games')
        .split(',')
        .map((g) => g.trim())
        .filter(Boolean),
      provider: text('provider') || null,
      startsAt: date('startsAt'),
      endsAt: date('endsAt'),
      prizeKind: text('prizeKind') as CreateTournamentRequest['prizeKind'],
      bonusIdentity: text('bonusIdentity') || null,
      prizes: parsePrizes(text('prizes'), (units) => Math.round(units * 100)),
    };
    setFailure(null);
    void call(backofficeApi.createTournament, { body })
      .then(back)
      .catch((e: unknown) => setFailure(failureText(e)));
  };
  const field = (name: string, label: string, value = '', hint?: string, type = 'text') => (
    <label>
      {label}
      <input name={name} defaultValue={value} type={type} />
      {hint && <small className="muted">{hint}</small>}
    </label>
  );
  return (
    <section>
      <button type="button" className="link" onClick={back}>
        ← Tournaments
      </button>
      <h2>New tournament</h2>
      {failure && (
        <p className="error" role="alert">
          {failure}
        </p>
      )}
      <form className="card editor" onSubmit={submit}>
        {field(
          'identity',
          'Identity (its page: /tournaments/identity)',
          '',
          'lower-case, digits, dashes',
        )}
        {field('title', 'Title')}
        {field('description', 'Description')}
        {field('currency', 'Currency', 'USD', 'only rounds in this currency count')}
        <label>
          Scoring
          <select name="scoring" defaultValue="total_win">
            {Object.entries(SCORING).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </label>
        {field('games', 'Games (identities, comma separated; empty = all)')}
        {field('provider', 'Provider identity (empty = any)')}
        {field('startsAt', 'Starts', toLocalInput(now), undefined, 'datetime-local')}
        {field(
          'endsAt',
          'Ends',
          toLocalInput(new Date(now.getTime() + 7 * 86_400_000)),
          undefined,
          'datetime-local',
        )}
        <label>
          Prizes paid as
          <select name="prizeKind" defaultValue="cash">
            <option value="cash">Cash (real money)</option>
            <option value="bonus">Bonus (with an offer's wagering terms)</option>
          </select>
        </label>
        {field('bonusIdentity', 'Bonus offer identity (bonus prizes only)')}
        {field(
          'prizes',
          'Prizes by rank, in the currency',
          '1=500, 2-3=100, 4-10=20',
          'rank=amount or from-to=amount, comma separated',
        )}
        <button type="submit" className="primary">
          Schedule
        </button>
      </form>
    </section>
  );
}

function Standings({ id, back, canSettle }: { id: string; back: () => void; canSettle: boolean }) {
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
          <div className="table-wrap">
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
          </div>
          <h3>Standings</h3>
          <div className="table-wrap">
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
          </div>
          <p className="muted">
            Players in a time-out or self-exclusion are left out when it is settled.
          </p>
        </>
      )}
    </section>
  );
}

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
        <div className="table-wrap">
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
        </div>
      )}
    </section>
  );
}
