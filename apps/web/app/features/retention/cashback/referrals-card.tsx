import { Copy, Users } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { useFormatMoney } from '../../../lib/money/use-money';
import { useSite, useT } from '../../../lib/site';
import { ui } from '../../../lib/ui-store';
import { useReferrals } from './use-retention-cashback';

/**
 * Refer a friend, in the profile: the player's link to share, what a friend must do before the
 * reward is paid, the friends so far and the rewards. Nothing during a time-out or exclusion.
 */
export function ReferralsCard() {
  const t = useT();
  const { locale } = useSite();
  const money = useFormatMoney();
  const { data } = useReferrals();
  if (!data) return <Skeleton height={200} />;
  if (!data.isAvailable || !data.link || !data.reward) return null;
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
  const link = data.link;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      ui.toast({ kind: 'success', title: t('retention.referrals.copied') }, undefined, {
        isAnswer: true,
      });
    } catch {
      ui.toast({ kind: 'error', title: t('retention.referrals.copyFailed') }, undefined, {
        isAnswer: true,
      });
    }
  };
  return (
    <section className="card bonus-section referrals" aria-labelledby="referrals-title">
      <div className="cashback__head">
        <span className="bonus-card__icon" aria-hidden="true">
          <Users size={20} />
        </span>
        <div className="bonus-card__title">
          <h2 id="referrals-title">{t('retention.referrals.title')}</h2>
          <span className="muted">
            {t('retention.referrals.offer', {
              reward: money(data.reward.amount, data.reward.currency),
            })}
          </span>
        </div>
      </div>
      <div className="referrals__link">
        <input
          readOnly
          value={link}
          aria-label={t('retention.referrals.link')}
          data-testid="referral-link"
          onFocus={(e) => e.currentTarget.select()}
        />
        <Button variant="primary" onClick={copy}>
          <Copy size={16} aria-hidden="true" /> {t('retention.referrals.copy')}
        </Button>
      </div>
      <p className="muted cashback__note">
        {t('retention.referrals.rules', {
          deposit: money(data.minDeposit, data.reward.currency),
          wager: money(data.wagerThreshold, data.reward.currency),
        })}
      </p>
      {data.totals.length > 0 ? (
        <p className="referrals__earned">
          {t('retention.referrals.earned', {
            amount: data.totals.map((x) => money(x.amount, x.currency)).join(' · '),
          })}
        </p>
      ) : null}
      <h3 className="cashback__subtitle">{t('retention.referrals.friends')}</h3>
      {data.friends.length === 0 ? (
        <p className="muted">{t('retention.referrals.empty')}</p>
      ) : (
        <ul className="cashback__payouts">
          {data.friends.map((friend) => (
            <li key={friend.id} data-status={friend.status}>
              <span>
                <strong>{friend.name}</strong>
                <span className="muted"> · {date.format(new Date(friend.joinedAt))}</span>
              </span>
              <span className="chip" data-testid="referral-state">
                {friend.reward
                  ? money(friend.reward.amount, friend.reward.currency)
                  : t(`retention.referrals.state.${friend.status}`)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
