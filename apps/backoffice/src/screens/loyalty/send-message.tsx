import type { EndpointBody } from '@casino/contracts/api';
import { type FormEvent, useState } from 'react';
import { backofficeApi, call, fieldsText } from '../../lib/api.ts';

type Segment = EndpointBody<typeof backofficeApi.sendInboxMessage>['segment'];

/**
 * An inbox message to one player or a segment (everyone, a country, a level). Players in a
 * time-out or self-exclusion are skipped by the server; the send is audited.
 */
export function SendMessage({
  levels,
  playerId,
}: {
  levels: Array<{ rank: number; name: string }>;
  /** Fixed to one player (the player card). */
  playerId?: string;
}) {
  const [kind, setKind] = useState<Segment['kind']>(playerId ? 'player' : 'all');
  const [result, setResult] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [isBusy, setBusy] = useState(false);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const text = (name: string) => String(data.get(name) ?? '').trim();
    const segment: Segment =
      kind === 'player'
        ? { kind, playerId: playerId ?? text('playerId') }
        : kind === 'country'
          ? { kind, country: text('country').toUpperCase() }
          : kind === 'level'
            ? { kind, rank: Number(text('rank')) }
            : { kind: 'all' };
    setBusy(true);
    setResult(null);
    try {
      const sent = await call(backofficeApi.sendInboxMessage, {
        body: {
          segment,
          title: text('title'),
          body: text('body'),
          link: text('link') || null,
        },
      });
      setFailure(null);
      setResult(
        `Sent to ${sent.recipients} player${sent.recipients === 1 ? '' : 's'}` +
          (sent.skipped ? ` · ${sent.skipped} skipped (time-out or self-exclusion)` : ''),
      );
      form.reset();
    } catch (e) {
      setFailure(fieldsText(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form
      className="editor send-message"
      onSubmit={(e) => void submit(e)}
      data-testid="send-message"
    >
      <h3>{playerId ? 'Send an inbox message' : 'Send an inbox message to players'}</h3>
      {!playerId && (
        <label>
          To
          <select value={kind} onChange={(e) => setKind(e.target.value as Segment['kind'])}>
            <option value="all">Every active player</option>
            <option value="country">Players of a country</option>
            <option value="level">Players of a level</option>
            <option value="player">One player (id)</option>
          </select>
        </label>
      )}
      {kind === 'player' && !playerId && (
        <label>
          Player id
          <input name="playerId" required pattern="[0-9a-fA-F-]{36}" />
        </label>
      )}
      {kind === 'country' && (
        <label>
          Country (ISO code)
          <input name="country" required pattern="[A-Za-z]{2}" maxLength={2} placeholder="DE" />
        </label>
      )}
      {kind === 'level' && (
        <label>
          Level
          <select name="rank" required>
            {levels.map((l) => (
              <option key={l.rank} value={l.rank}>
                {l.rank} · {l.name}
              </option>
            ))}
          </select>
        </label>
      )}
      <label>
        Title
        <input name="title" required maxLength={120} />
      </label>
      <label>
        Message
        <textarea name="body" required maxLength={2000} rows={4} />
      </label>
      <label>
        Link on the site (optional)
        <input name="link" maxLength={300} placeholder="/loyalty" pattern="/.*" />
      </label>
      {failure && (
        <p className="error" role="alert">
          {failure}
        </p>
      )}
      {result && (
        <p className="saved" role="status">
          {result}
        </p>
      )}
      <button type="submit" className="primary" disabled={isBusy}>
        Send
      </button>
    </form>
  );
}
