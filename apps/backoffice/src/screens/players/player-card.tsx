import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useOperator } from '../../app/operator.ts';
import { backofficeApi, call, errorText } from '../../lib/api.ts';
import { money, PLAYER_STATUS_NAMES, when } from '../../lib/format.ts';
import { useApi, useInvalidate } from '../../lib/query.ts';
import { PlayerLoyalty } from '../loyalty/player-loyalty.tsx';
import { PlayerVerification } from '../verification/player-verification.tsx';
import { PlayerActivity } from './player-activity.tsx';
import { PlayerBonuses } from './player-bonuses.tsx';
import { PlayerChats } from './player-chats.tsx';
import { PlayerLimits } from './player-limits.tsx';

/**
 * The player card: profile, status (block, unblock), accounts, then each part the role may
 * see: bonuses, chats, verification, limits, sessions, ledger, invoices, bets and notes.
 */
export function PlayerCard({ id }: { id: string }) {
  const { can, canUnblock } = useOperator();
  const navigate = useNavigate();
  const back = () => navigate('/players');
  const invalidate = useInvalidate();
  const card = useApi(backofficeApi.getPlayer, { params: { id } });
  const [error, setError] = useState<string | null>(null);
  const player = card.data?.player;
  const resetTwoFactor = async () => {
    const reason = window.prompt(
      "Turn off this player's two-step sign-in (authenticator app and passkeys) and end their sessions. Why (how was their identity checked)?",
    );
    if (!reason) return;
    try {
      await call(backofficeApi.resetPlayerTwoFactor, { params: { id }, body: { reason } });
      await invalidate(backofficeApi.getPlayer, backofficeApi.listPlayerSessions);
    } catch (e) {
      setError(errorText(e));
    }
  };
  const changeStatus = async (status: 'active' | 'blocked') => {
    const reason = window.prompt(status === 'blocked' ? 'Why block this player?' : 'Why unblock?');
    if (!reason) return;
    try {
      await call(backofficeApi.setPlayerStatus, { params: { id }, body: { status, reason } });
      await invalidate(backofficeApi.getPlayer, backofficeApi.listPlayerSessions);
    } catch (e) {
      setError(errorText(e));
    }
  };
  return (
    <section>
      <button type="button" className="link" onClick={back}>
        ← Players
      </button>
      {card.error && <p className="error">{card.error}</p>}
      {error && <p className="error">{error}</p>}
      {player && (
        <>
          <h2>{player.email}</h2>
          <div className="grid">
            <div className="card">
              <h3>Profile</h3>
              <dl>
                <dt>Id</dt>
                <dd>
                  <code>{player.id}</code>
                </dd>
                <dt>Name</dt>
                <dd>{[player.firstName, player.lastName].filter(Boolean).join(' ') || '—'}</dd>
                <dt>Nickname</dt>
                <dd>{player.nickname ?? '—'}</dd>
                <dt>Phone</dt>
                <dd>{player.phone ?? '—'}</dd>
                <dt>Country</dt>
                <dd>{player.country ?? '—'}</dd>
                <dt>Email confirmed</dt>
                <dd>{player.emailConfirmed ? 'yes' : 'no'}</dd>
                <dt>Registered</dt>
                <dd>{when(player.createdAt)}</dd>
                <dt>Two-step sign-in</dt>
                <dd data-testid="player-two-factor">
                  {card.data?.twoFactor ? 'on' : 'off'}
                  {card.data?.twoFactor && can('resetPlayerTwoFactor') && (
                    <>
                      {' '}
                      <button type="button" className="link" onClick={() => void resetTwoFactor()}>
                        Turn off
                      </button>
                    </>
                  )}
                </dd>
              </dl>
            </div>
            <div className="card">
              <h3>Status: {PLAYER_STATUS_NAMES[player.status]}</h3>
              {can('setPlayerStatus') &&
                (player.status === 2 ? (
                  canUnblock && (
                    <button type="button" onClick={() => void changeStatus('active')}>
                      Unblock
                    </button>
                  )
                ) : (
                  <button
                    type="button"
                    className="danger"
                    onClick={() => void changeStatus('blocked')}
                  >
                    Block
                  </button>
                ))}
              <h3>Accounts</h3>
              <ul className="plain">
                {card.data?.accounts.map((a) => (
                  <li key={a.id}>
                    {money(a.realBalance, a.currency)} real · {money(a.bonusBalance, a.currency)}{' '}
                    bonus · {money(a.lockedBalance, a.currency)} reserved
                  </li>
                ))}
              </ul>
            </div>
          </div>
          {can('listPlayerBonuses') && (
            <PlayerBonuses
              id={id}
              canCancel={can('cancelPlayerBonus')}
              canGrant={can('grantPlayerBonus') && can('listBonusDefinitions')}
              currencies={card.data?.accounts.map((a) => a.currency) ?? []}
              onChanged={card.reload}
            />
          )}
          {can('getPlayerLoyalty') && <PlayerLoyalty id={id} canSend={can('sendInboxMessage')} />}
          {can('listPlayerConversations') && <PlayerChats id={id} />}
          {can('getPlayerVerification') && (
            <PlayerVerification id={id} canReview={can('reviewDocument')} />
          )}
          {can('getPlayerLimits') && (
            <PlayerLimits
              id={id}
              canChange={can('changePlayerLimit')}
              onChanged={() => void invalidate(backofficeApi.listPlayerSessions)}
            />
          )}
          <PlayerActivity id={id} />
        </>
      )}
    </section>
  );
}
