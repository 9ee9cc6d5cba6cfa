import { fullName } from '@casino/contracts/player-display';
import type { Player } from '../../lib/session/session-store';
import { useT } from '../../lib/site';

/**
 * Who is signed in, at the top of /profile/info (docs/product/entities.md#profile): the full name
 * only when both names exist, and the nickname or 'Unknown' in the page's language
 * (the email is in the form below).
 */
export function ProfileSummary({ player }: { player: Player }) {
  const t = useT();
  const name = fullName(player);
  return (
    <dl className="summary" aria-label={t('account.personal')} data-testid="profile-summary">
      {name && (
        <div>
          <dt>{t('account.yourName')}</dt>
          <dd className="summary__value" data-testid="profile-full-name">
            {name}
          </dd>
        </div>
      )}
      <div>
        <dt>{t('account.nickname')}</dt>
        <dd className="summary__value" data-testid="profile-nickname">
          {player.nickname || t('account.unknown')}
        </dd>
      </div>
    </dl>
  );
}
