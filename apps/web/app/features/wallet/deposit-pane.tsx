import {
  type Currency,
  DEPOSIT_LIMIT_CHOICE_REQUIRED,
  type PaymentMethod,
} from '@casino/contracts';
import { CreditCard } from 'lucide-react';
import { useState } from 'react';
import { AppLink } from '../../components/ui/app-link';
import { Button } from '../../components/ui/button';
import { FormError } from '../../components/ui/form-error';
import { Skeleton } from '../../components/ui/skeleton';
import { modalSearch, useModalParams } from '../../lib/modal-query';
import { useMethodName } from '../../lib/money/method-name';
import { useFormatMoney } from '../../lib/money/use-money';
import { usePlayerLimits } from '../../lib/player-limits';
import { useAlertText, useT } from '../../lib/site';
import { AmountField } from './amount-field';
import { CryptoDeposit } from './crypto-deposit';
import { DepositBonusChoice } from './deposit-bonus-choice';
import { DepositLimitChoice } from './deposit-limit-choice';
import { DepositLimitReached } from './deposit-limit-reached';
import { useCardDeposit } from './use-card-deposit';
import { usePaymentMethods } from './use-payment-methods';

/** Deposit: pick a method; card goes to the provider's hosted page, crypto shows an address. */
export function DepositPane({
  currency,
  startedRef,
}: {
  currency: Currency;
  /** Set while an amount is typed and not sent (the wallet asks before closing then). */
  startedRef?: { current: boolean };
}) {
  const t = useT();
  const methodName = useMethodName();
  const { methods, isLimitReached, errorCode } = usePaymentMethods('deposit', currency.code);
  const alert = useAlertText();
  const [chosen, setChosen] = useState<string | null>(null);
  const { data: limits } = usePlayerLimits();
  // The player's jurisdiction asks for a deposit-limit decision first (issue 32).
  if (errorCode === DEPOSIT_LIMIT_CHOICE_REQUIRED || limits?.depositLimitChoiceRequired) {
    return <DepositLimitChoice currency={currency.code} />;
  }
  if (isLimitReached) return <DepositLimitReached currency={currency.code} />;
  if (errorCode !== null)
    return (
      <p className="form__error" role="alert">
        {alert('global.somethingWrong').text}
      </p>
    );
  if (!methods) return <Skeleton height={120} />;
  if (methods.length === 0)
    return <p className="muted">{t('wallet.noMethods', { currency: currency.code })}</p>;
  const method = methods.find((m) => m.method === chosen) ?? methods[0]!;
  return (
    <div className="form">
      {/* Shown for one method too: the player sees what the deposit is paid with. */}
      <fieldset className="tabs fieldset-plain" aria-label={t('wallet.method')}>
        {methods.map((m) => (
          <button
            key={m.method}
            type="button"
            className="chip"
            aria-pressed={m.method === method.method}
            onClick={() => setChosen(m.method)}
          >
            {methodName(m.method, m.name)}
          </button>
        ))}
      </fieldset>
      {currency.type === 'crypto' ? (
        <>
          <CryptoDeposit currency={currency} method={method} />
          <FiatLink />
        </>
      ) : (
        <CardDeposit currency={currency} method={method} startedRef={startedRef} />
      )}
    </div>
  );
}

/** A crypto account's way to pay with a card instead: the fiat modal (a plain link). */
function FiatLink() {
  const t = useT();
  const params = useModalParams();
  return (
    <AppLink
      to={modalSearch(params, { key: 'fiat' })}
      className="link-button fiat-link"
      preventScrollReset
      data-testid="fiat-link"
    >
      <CreditCard size={16} aria-hidden="true" /> {t('contract.fiatLink')}
    </AppLink>
  );
}

function CardDeposit({
  currency,
  method,
  startedRef,
}: {
  currency: Currency;
  method: PaymentMethod;
  startedRef?: { current: boolean };
}) {
  const t = useT();
  const format = useFormatMoney();
  const { state, setText, amount, bonus, submit } = useCardDeposit(currency, method, startedRef);
  const cap = usePlayerLimits().data?.monthlyDepositCap;
  return (
    <>
      {cap ? (
        <p className="muted" data-testid="monthly-deposit-cap">
          {t('limits.monthlyCap', {
            left: format(cap.remaining, cap.currency),
            amount: format(cap.amount, cap.currency),
          })}
        </p>
      ) : null}
      <AmountField
        currency={currency}
        min={method.minAmount}
        max={method.maxAmount}
        value={state.text}
        onChange={setText}
        quick={[10, 20, 50, 100, 250].map((n) => n * currency.subunitToUnit)}
      />
      <DepositBonusChoice bonus={bonus} currency={currency.code} amount={amount} />
      <FormError message={state.error} />
      <Button
        variant="primary"
        size="lg"
        isBlock
        disabled={amount === null}
        isLoading={state.isBusy}
        onClick={submit}
        data-testid="deposit-submit"
      >
        {t('wallet.depositSubmit', {
          amount: amount === null ? '' : format(amount, currency.code),
        })}
      </Button>
    </>
  );
}
