import type { PaymentLimit } from '@casino/contracts';
import { DataTable } from '../../components/ui/data-table';
import { useMethodName } from '../../lib/money/method-name';
import { useFormatMoney } from '../../lib/money/use-money';
import { useSite, useT } from '../../lib/site';

/**
 * The limits of every configured method per currency, from `GET /api/payment/limits` (the same
 * settings the wallet's method lists come from): shown where the payments page and the FAQ say
 * `{{payment-limits}}`.
 */
export function PaymentLimits({ items }: { items: PaymentLimit[] }) {
  const t = useT();
  const { locale } = useSite();
  const format = useFormatMoney();
  const methodName = useMethodName();
  const range = (limit: PaymentLimit, direction: 'deposit' | 'withdrawal') => {
    const value = limit[direction];
    return value
      ? t('money.range', {
          min: format(value.minAmount, limit.currency),
          max: format(value.maxAmount, limit.currency),
        })
      : t('money.notOffered');
  };
  const fee = (limit: PaymentLimit) => {
    const rule = limit.withdrawalFee;
    if (!limit.withdrawal) return t('money.notOffered');
    if (!rule) return t('money.noFee');
    return t('money.feeRule', {
      percent: rule.percent.toLocaleString(locale),
      fixed: format(rule.fixed, limit.currency),
    });
  };
  return (
    <section className="payment-limits" aria-label={t('money.limitsLabel')}>
      <DataTable
        rows={items}
        rowKey={(limit) => `${limit.method}:${limit.currency}`}
        testId="payment-limit"
        columns={[
          { label: t('money.method'), cell: (limit) => methodName(limit.method, limit.name) },
          { label: t('money.currency'), cell: (limit) => limit.currency },
          { label: t('money.deposit'), cell: (limit) => range(limit, 'deposit') },
          { label: t('money.withdrawal'), cell: (limit) => range(limit, 'withdrawal') },
          { label: t('money.withdrawalFee'), cell: (limit) => fee(limit) },
        ]}
      />
    </section>
  );
}
