import { Coins } from 'lucide-react';
import { Skeleton } from '../../../components/ui/skeleton';
import { useFormatMoney } from '../../../lib/money/use-money';
import { useSite, useT } from '../../../lib/site';
import { useCashback } from './use-retention-cashback';

/**
 * Cashback in the profile's bonuses: this period's real-money net loss and the cashback it has
 * earned so far, when it is paid, and the last payouts. Nothing for a player in a time-out or
 * self-exclusion (the server says `isAvailable: false`).
 */
export function CashbackCard({ currency }: { currency: string | undefined }) {
  const t = useT();
  const { locale } = useSite();
  const money = useFormatMoney();
  const { data } = useCashback(currency);
  if (!currency) return null;
  if (!data) return <Skeleton height={180} />;
  if (!data.isAvailable) return null;
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 });
  const rate = percent.format(data.rateBps / 10_000);
  return (
    <section className="card bonus-section cashback" aria-labelledby="cashback-title">
      <div className="cashback__head">
        <span className="bonus-card__icon" aria-hidden="true">
          <Coins size={20} />
        </span>
        <div className="bonus-card__title">
          <h2 id="cashback-title">{t('retention.cashback.title')}</h2>
          <span className="muted">{t(`retention.cashback.period.${data.period}`, { rate })}</span>
        </div>
      </div>
      <div className="cashback__figures">
        <div className="cashback__figure cashback__figure--main">
          <span className="muted">{t('retention.cashback.accrued')}</span>
          <strong data-testid="cashback-accrued">{money(data.accrued, data.currency)}</strong>
        </div>
        <div className="cashback__figure">
          <span className="muted">{t('retention.cashback.netLoss')}</span>
          <strong>{money(data.netLoss, data.currency)}</strong>
        </div>
      </div>
      <p className="muted cashback__note">
        {t(
          data.payAs === 'bonus'
            ? 'retention.cashback.paidAsBonus'
            : 'retention.cashback.paidAsCash',
          {
            date: date.format(new Date(new Date(data.periodEnd).getTime() - 1)),
            min: money(data.minPayout, data.currency),
          },
        )}
      </p>
      <h3 className="cashback__subtitle">{t('retention.cashback.history')}</h3>
      {data.payouts.length === 0 ? (
        <p className="muted">{t('retention.cashback.empty')}</p>
      ) : (
        <ul className="cashback__payouts">
          {data.payouts.map((payout) => (
            <li key={payout.periodStart} data-status={payout.status}>
              <span>
                {date.format(new Date(payout.periodStart))} –{' '}
                {date.format(new Date(new Date(payout.periodEnd).getTime() - 1))}
              </span>
              <strong>
                {payout.status === 'refused'
                  ? t('retention.cashback.notPaid')
                  : money(payout.amount, payout.currency)}
              </strong>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
