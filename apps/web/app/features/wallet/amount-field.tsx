import type { Currency } from '@casino/contracts';
import { parseAmount, toMajor } from '@casino/contracts/money';
import { TextField } from '../../components/ui/text-field';
import { useFormatMoney } from '../../lib/money/use-money';
import { useT } from '../../lib/site';

/** Amount typed in units with quick picks; reports minor units, or null when invalid. */
export function AmountField({
  currency,
  min,
  max,
  value,
  onChange,
  quick,
  methodMax = max,
}: {
  currency: Currency;
  min: number;
  max: number;
  /** The method's own maximum for the hint, when the balance caps `max` lower. */
  methodMax?: number;
  value: string;
  onChange: (text: string) => void;
  quick?: number[];
}) {
  const t = useT();
  const format = useFormatMoney();
  const minor = parseAmount(value, currency.subunitToUnit);
  const isOut = value !== '' && (minor === null || minor < min || minor > max);
  return (
    <div className="form">
      <TextField
        label={t('wallet.amount')}
        inputMode="decimal"
        autoComplete="off"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        error={
          isOut
            ? t('wallet.amountInvalid', {
                min: format(min, currency.code),
                max: format(max, currency.code),
              })
            : undefined
        }
        placeholder={t('wallet.amountHint', {
          min: format(min, currency.code),
          max: format(methodMax, currency.code),
        })}
        data-testid="amount-input"
      />
      {quick?.length ? (
        <div className="amount-quick">
          {quick
            .filter((q) => q >= min && q <= max)
            .map((q) => (
              <button
                key={q}
                type="button"
                className="chip tabular"
                aria-pressed={minor === q}
                onClick={() => onChange(String(toMajor(q, currency.subunitToUnit)))}
              >
                {format(q, currency.code, { isCompact: true })}
              </button>
            ))}
        </div>
      ) : null}
    </div>
  );
}

/** Minor units of a valid amount within the method's range, else null. */
export function validAmount(
  text: string,
  currency: Currency | undefined,
  min: number,
  max: number,
): number | null {
  if (!currency) return null;
  const minor = parseAmount(text, currency.subunitToUnit);
  return minor !== null && minor >= min && minor <= max ? minor : null;
}
