import type { PlayerLimit } from '@casino/contracts';
import { useFormatMoney } from '../../lib/money/use-money';
import { useT } from '../../lib/site';

/**
 * One cash limit's use in its rolling window: its name and period, a bar (red when full) and
 * "used of amount" (the limits screen and the wallet's deposit-limit notice). `periodLabel`
 * names a window that is not rolling (the jurisdiction's cap counts the calendar month).
 */
export function LimitMeter({
  label,
  period,
  used,
  amount,
  currency,
  periodLabel,
}: {
  label: string;
  period: PlayerLimit['period'];
  used: number;
  amount: number;
  currency: string;
  periodLabel?: string;
}) {
  const t = useT();
  const money = useFormatMoney();
  const share = amount ? Math.min(100, (used / amount) * 100) : 0;
  return (
    <>
      <div className="limits__head">
        <strong>{label}</strong>
        <span className="chip">{periodLabel ?? t(`limits.${period ?? 'daily'}`)}</span>
      </div>
      <div
        className="limits__bar"
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={amount}
        aria-valuenow={used}
        data-full={share >= 100 ? '' : undefined}
      >
        <span style={{ width: `${share}%` }} />
      </div>
      <p className="limits__used">
        {t('limits.used', { used: money(used, currency), amount: money(amount, currency) })}
      </p>
    </>
  );
}
