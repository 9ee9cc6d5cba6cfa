import { formatCardNumber } from '@casino/contracts/card';
import { CreditCard } from 'lucide-react';
import { TextField, type TextFieldProps } from './text-field';

/**
 * The "card" input (docs/product/routes-and-modals.md#form-input-kinds): a numeric keypad on phones,
 * the browser's saved cards offered (`cc-number`), digits grouped in fours as they are typed.
 */
export function CardNumberField({
  onValue,
  ...rest
}: Omit<TextFieldProps, 'onChange' | 'value'> & {
  value: string;
  onValue: (value: string) => void;
}) {
  return (
    <TextField
      icon={<CreditCard size={18} aria-hidden="true" />}
      inputMode="numeric"
      autoComplete="cc-number"
      placeholder="0000 0000 0000 0000"
      maxLength={23}
      onChange={(e) => onValue(formatCardNumber(e.target.value))}
      {...rest}
    />
  );
}
