import type { CreateTournamentRequest } from '@casino/contracts';
import { type FormEvent, useState } from 'react';
import { backofficeApi, call } from '../../lib/api.ts';
import { failureText } from '../bonuses/bonus-form.ts';
import { SCORING } from './scoring.ts';

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

export function NewTournament({ back }: { back: () => void }) {
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
