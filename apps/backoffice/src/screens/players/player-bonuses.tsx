import type { EndpointResponse } from '@casino/contracts/api';
import { type FormEvent, useState } from 'react';
import { backofficeApi, call, errorText } from '../../lib/api.ts';
import { money, when } from '../../lib/format.ts';
import { useApi } from '../../lib/query.ts';
import { GrantBonus } from './grant-bonus.tsx';

type Card = EndpointResponse<typeof backofficeApi.listPlayerBonuses>;

type Bonus = Card['bonuses'][number];

const STATUS: Record<number, string> = { 1: 'issued', 2: 'active', 3: 'finished' };

const RESULT: Record<number, string> = {
  1: 'unused',
  2: 'wagered',
  3: 'canceled',
  4: 'expired',
  5: 'lost',
};

/** "active", or how it finished ("finished · canceled"). */
const stateText = (status: number, result: number | null) =>
  result === null ? STATUS[status] : `${STATUS[status]} · ${RESULT[result]}`;

const badgeOf = (status: number) => (status === 3 ? 'muted-badge' : 'on');

/** The deadline that matters now: activation while issued, wagering once active. */
const expiryOf = (b: Bonus) => (b.status === 1 ? b.activationDeadline : b.wageringDeadline);

/**
 * The player card's bonuses and free spins, newest first. Admin and marketing may cancel an
 * issued or active bonus with a note: the engine moves its bonus money back to the house.
 */
export function PlayerBonuses({
  id,
  canCancel,
  canGrant = false,
  currencies = [],
  onChanged,
}: {
  id: string;
  canCancel: boolean;
  /** May give the player an offer directly (admin, marketing). */
  canGrant?: boolean;
  /** The currencies of the player's accounts (a direct grant picks one). */
  currencies?: string[];
  /** After a cancel: the balances on the card changed. */
  onChanged?: () => void;
}) {
  const { data, error, reload } = useApi(backofficeApi.listPlayerBonuses, { params: { id } });
  const [canceling, setCanceling] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const cancel = async (event: FormEvent<HTMLFormElement>, bonusId: string) => {
    event.preventDefault();
    const note = String(new FormData(event.currentTarget).get('note')).trim();
    if (!note) return;
    try {
      await call(backofficeApi.cancelPlayerBonus, { params: { id, bonusId }, body: { note } });
      setCanceling(null);
      setFailure(null);
      reload();
      onChanged?.();
    } catch (e) {
      setFailure(errorText(e));
    }
  };
  if (error) return <p className="error">{error}</p>;
  if (!data) return null;
  return (
    <div className="card" data-testid="player-bonuses">
      <h3>Bonuses</h3>
      {failure && <p className="error">{failure}</p>}
      <ul className="plain">
        {data.bonuses.map((b) => (
          <li key={b.id} data-testid="player-bonus">
            <strong>{b.name || 'Bonus'}</strong> · {money(b.amount, b.currency)}
            <span className={`badge ${badgeOf(b.status)}`}>{stateText(b.status, b.result)}</span>
            <br />
            <span className="muted">
              wagered {money(b.wagered, b.currency)} of {money(b.wageringRequired, b.currency)}
              {b.status !== 3 && ` · expires ${when(expiryOf(b))}`} · granted {when(b.createdAt)}
            </span>
            {canCancel && b.status !== 3 && canceling !== b.id && (
              <div>
                <button type="button" className="small danger" onClick={() => setCanceling(b.id)}>
                  Cancel bonus
                </button>
              </div>
            )}
            {canceling === b.id && (
              <form
                method="post"
                className="filters"
                onSubmit={(event) => void cancel(event, b.id)}
              >
                <input name="note" required placeholder="Why cancel?" aria-label="Cancel note" />
                <button type="submit" className="danger">
                  Confirm cancel
                </button>
                <button type="button" className="link" onClick={() => setCanceling(null)}>
                  Keep
                </button>
              </form>
            )}
          </li>
        ))}
        {data.bonuses.length === 0 && <li className="muted">No bonuses</li>}
      </ul>
      {canGrant && (
        <GrantBonus
          id={id}
          currencies={currencies}
          onGranted={() => {
            reload();
            onChanged?.();
          }}
        />
      )}
      <h3>Free spins</h3>
      <ul className="plain">
        {data.freespins.map((f) => (
          <li key={f.id} data-testid="player-freespin">
            <strong>{f.gameId}</strong> · {f.played} of {f.count} spins played
            <span className={`badge ${badgeOf(f.status)}`}>{stateText(f.status, f.result)}</span>
            <br />
            <span className="muted">
              {f.totalWin !== null && `won ${money(f.totalWin, f.currency)} · `}granted{' '}
              {when(f.createdAt)}
            </span>
          </li>
        ))}
        {data.freespins.length === 0 && <li className="muted">No free spins</li>}
      </ul>
    </div>
  );
}
