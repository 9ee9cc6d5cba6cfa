import type { AdminQuest, QuestInput } from '@casino/contracts/api/backoffice';
import { type FormEvent, useState } from 'react';
import { backofficeApi, call, fieldsText } from '../../lib/api.ts';
import { major, minor } from './amounts.ts';

const BLANK: AdminQuest = {
  id: '',
  identity: '',
  title: '',
  description: '',
  kind: 'rounds',
  target: 10,
  currency: 'USD',
  gameIdentity: null,
  rewardKind: 'cash',
  rewardAmount: 500,
  rewardBonusIdentity: null,
  durationHours: null,
  isActive: true,
  active: 0,
  completed: 0,
  paid: 0,
  updatedAt: '',
};

/** Create or edit a quest; runs already taken keep their terms (the server says so too). */
export function QuestEditor({ row, back }: { row: AdminQuest | null; back: () => void }) {
  const start = row ?? BLANK;
  const [failure, setFailure] = useState<string | null>(null);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const f = new FormData(event.currentTarget);
    const text = (name: string) => String(f.get(name) ?? '').trim();
    const currency = text('currency').toUpperCase();
    const kind = text('kind') as QuestInput['kind'];
    const body: QuestInput = {
      identity: text('identity'),
      title: text('title'),
      description: text('description'),
      kind,
      target: kind === 'rounds' ? Number(text('target')) : (minor(text('target'), currency) ?? 0),
      currency,
      gameIdentity: text('gameIdentity') || null,
      rewardKind: text('rewardKind') as QuestInput['rewardKind'],
      rewardAmount: minor(text('rewardAmount'), currency) ?? 0,
      rewardBonusIdentity: text('rewardBonusIdentity') || null,
      durationHours: text('durationHours') ? Number(text('durationHours')) : null,
      isActive: f.get('isActive') === 'on',
    };
    setFailure(null);
    const saved = row
      ? call(backofficeApi.updateRetentionQuest, { params: { id: row.id }, body })
      : call(backofficeApi.createRetentionQuest, { body });
    void saved.then(back).catch((e: unknown) => setFailure(fieldsText(e)));
  };
  const field = (name: string, label: string, value: string | number | null, hint?: string) => (
    <label>
      {label}
      <input name={name} defaultValue={value ?? ''} />
      {hint && <small className="muted">{hint}</small>}
    </label>
  );
  return (
    <section>
      <button type="button" className="link" onClick={back}>
        ← Quests and wheels
      </button>
      <h2>{row ? `Edit quest ${row.identity}` : 'New quest'}</h2>
      {failure && (
        <p className="error" role="alert">
          {failure}
        </p>
      )}
      <form className="card editor" onSubmit={submit} aria-label="Quest">
        {field('identity', 'Identity', start.identity, 'lower-case, digits, dashes')}
        {field('title', 'Title', start.title)}
        {field('description', 'Description', start.description)}
        <label>
          Task
          <select name="kind" defaultValue={start.kind}>
            <option value="rounds">Play N rounds</option>
            <option value="wager">Wager an amount</option>
            <option value="deposit">Deposit an amount</option>
          </select>
        </label>
        {field(
          'target',
          'Goal',
          start.kind === 'rounds' ? start.target : major(start.target, start.currency),
          'rounds: a count; deposit and wager: an amount in the currency',
        )}
        {field('currency', 'Currency', start.currency, 'only money in it counts; paid in it')}
        {field(
          'gameIdentity',
          'Game',
          start.gameIdentity,
          'rounds and wager: one game only (empty: any)',
        )}
        <label>
          Reward
          <select name="rewardKind" defaultValue={start.rewardKind}>
            <option value="cash">Cash (real money)</option>
            <option value="bonus">Bonus (terms of an offer)</option>
          </select>
        </label>
        {field('rewardAmount', 'Reward amount', major(start.rewardAmount, start.currency))}
        {field(
          'rewardBonusIdentity',
          'Bonus offer',
          start.rewardBonusIdentity,
          'bonus rewards: the offer whose wagering applies',
        )}
        {field('durationHours', 'Hours to finish', start.durationHours, 'empty: no deadline')}
        <label className="check">
          <input type="checkbox" name="isActive" defaultChecked={start.isActive} /> Offered to
          players
        </label>
        <button type="submit" className="primary">
          Save quest
        </button>
      </form>
    </section>
  );
}
