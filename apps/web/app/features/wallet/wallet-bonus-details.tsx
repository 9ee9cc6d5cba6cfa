import type { DepositBonus } from '@casino/contracts';
import { Modal } from '../../components/ui/modal';
import { gameName } from '../../lib/game-name';
import { useFormatMoney } from '../../lib/money/use-money';
import { useT } from '../../lib/site';

/**
 * The walletBonusDetails modal (spec "Modals"): an offer's terms as its definition states them,
 * opened from the deposit modal's bonus choice, above it.
 */
export function WalletBonusDetails({
  offer,
  currency,
  onClose,
}: {
  offer: DepositBonus;
  currency: string;
  onClose: () => void;
}) {
  const t = useT();
  const format = useFormatMoney();
  const money = (minor: number) => format(minor, currency);
  const percent = (category: string) =>
    offer.contributions?.[category] ?? offer.defaultContribution ?? 0;
  const rows: [string, string][] = [
    [
      t('bonus.details.bonus'),
      offer.percent === null
        ? money(offer.maxAmount)
        : t('bonus.offer', { percent: offer.percent, max: money(offer.maxAmount) }),
    ],
    [t('bonus.details.minDeposit'), money(offer.minDeposit)],
    [
      t('bonus.details.wagering'),
      t('bonus.details.wageringValue', {
        multiplier: offer.wageringMultiplier,
        days: offer.wageringDays,
      }),
    ],
    [
      t('bonus.details.contributions'),
      t('bonus.contributions', {
        slots: percent('slots'),
        table: percent('table'),
        other: offer.defaultContribution ?? 0,
      }),
    ],
    [
      t('bonus.details.maxStake'),
      offer.maxStake === null ? t('bonus.details.none') : money(offer.maxStake),
    ],
    [
      t('bonus.details.maxConversion'),
      offer.maxConversion == null ? t('bonus.details.none') : money(offer.maxConversion),
    ],
  ];
  if (offer.activationDays) {
    rows.push([
      t('bonus.details.activation'),
      t('bonus.details.days', { days: offer.activationDays }),
    ]);
  }
  if (offer.freeSpins) {
    rows.push([
      t('bonus.freespins'),
      t('bonus.details.freeSpinsValue', {
        count: offer.freeSpins.count,
        game: gameName(offer.freeSpins.gameId),
        stake: money(offer.freeSpins.stake),
      }),
    ]);
  }
  rows.push([
    t('bonus.details.cancel'),
    offer.cancelAfterWagering === false
      ? t('bonus.details.cancelBefore')
      : t('bonus.details.cancelAny'),
  ]);
  const title =
    offer.welcomeStep !== null ? t('bonus.welcomeName', { step: offer.welcomeStep }) : offer.name;
  return (
    <Modal title={title} onClose={onClose} closeLabel={t('common.close')} level={1}>
      <dl className="bonus-details" data-testid="wallet-bonus-details">
        {rows.map(([term, value]) => (
          <div key={term} className="bonus-details__row">
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <p className="muted bonus-details__note">{t('bonus.details.note')}</p>
    </Modal>
  );
}
