import type { DepositBonus } from '@casino/contracts';
import { useState } from 'react';
import { useFormatMoney } from '../../lib/money/use-money';
import { useT } from '../../lib/site';
import { DepositCodeField } from './deposit-code-field';
import type { DepositBonusState } from './use-deposit-bonuses';
import { WalletBonusDetails } from './wallet-bonus-details';

/** The bonus a deposit of `amount` gets from `offer` (0 below its minimum deposit). */
export function offerAmount(offer: DepositBonus, amount: number | null): number {
  if (amount === null || amount < offer.minDeposit) return 0;
  if (offer.percent === null) return offer.maxAmount;
  return Math.min(offer.maxAmount, Math.floor((amount * offer.percent) / 100));
}

/**
 * The deposit modal's bonus choice: each offer with what this amount would get, "No bonus", and
 * a bonus code field whose deposit code joins the offers. `value` is the chosen offer's
 * `bonusCode` ('' = none).
 */
export function DepositBonusChoice({
  bonus,
  currency,
  amount,
}: {
  bonus: DepositBonusState;
  currency: string;
  amount: number | null;
}) {
  const { offers, bonusCode: value, choose: onChange } = bonus;
  const t = useT();
  const format = useFormatMoney();
  const money = (minor: number) => format(minor, currency);
  const [details, setDetails] = useState<DepositBonus | null>(null);
  // One tree whether offers are listed or not: a code being typed survives the offers arriving.
  return (
    <>
      {offers.length === 0 ? null : (
        <fieldset className="bonus-choice" data-testid="bonus-choice">
          {details ? (
            <WalletBonusDetails
              offer={details}
              currency={currency}
              onClose={() => setDetails(null)}
            />
          ) : null}
          <legend>{t('bonus.choice')}</legend>
          {offers.map((offer) => {
            const get = offerAmount(offer, amount);
            return (
              <label key={offer.id} className="bonus-choice__option">
                <input
                  type="radio"
                  name="depositBonus"
                  value={offer.bonusCode}
                  checked={value === offer.bonusCode}
                  onChange={() => onChange(offer.bonusCode)}
                />
                <span className="bonus-choice__text">
                  <strong>
                    {offer.percent === null
                      ? offer.name
                      : t('bonus.offer', { percent: offer.percent, max: money(offer.maxAmount) })}
                  </strong>
                  <small>
                    {get > 0
                      ? offer.maxStake === null
                        ? t('bonus.termsNoMax', { multiplier: offer.wageringMultiplier })
                        : t('bonus.terms', {
                            multiplier: offer.wageringMultiplier,
                            stake: money(offer.maxStake),
                          })
                      : t('bonus.offerMin', { amount: money(offer.minDeposit) })}
                    {offer.freeSpins
                      ? ` · ${t('bonus.freespinsCount', { count: offer.freeSpins.count })}`
                      : ''}
                  </small>
                  <button
                    type="button"
                    className="bonus-choice__terms"
                    onClick={(event) => {
                      event.preventDefault();
                      setDetails(offer);
                    }}
                  >
                    {t('bonus.details.open')}
                  </button>
                </span>
                {get > 0 ? (
                  <span className="bonus-choice__get">
                    {t('bonus.offerGet', { amount: money(get) })}
                  </span>
                ) : null}
              </label>
            );
          })}
          <label className="bonus-choice__option">
            <input
              type="radio"
              name="depositBonus"
              value=""
              checked={value === ''}
              onChange={() => onChange('')}
            />
            <span className="bonus-choice__text">
              <strong>{t('bonus.none')}</strong>
            </span>
          </label>
        </fieldset>
      )}
      <DepositCodeField currency={currency} onApplied={onChange} />
    </>
  );
}
