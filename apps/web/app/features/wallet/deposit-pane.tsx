import type { CreateDepositResponseSchema, Currency, PaymentMethod } from '@casino/contracts';
import { LIMIT_DEFINITION } from '@casino/contracts/enums';
import { Copy, CreditCard } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { z } from 'zod';
import { AppLink } from '../../components/ui/app-link';
import { Button } from '../../components/ui/button';
import { FormError } from '../../components/ui/form-error';
import { LimitMeter } from '../../components/ui/limit-meter';
import { Skeleton } from '../../components/ui/skeleton';
import { isCountryRefusal } from '../../lib/country';
import { modalSearch, useModalParams } from '../../lib/modal-query';
import { useMethodName } from '../../lib/money/method-name';
import { useFormatMoney } from '../../lib/money/use-money';
import { useExclusionText, useIsExcluded, usePlayerLimits } from '../../lib/player-limits';
import { useAlertText, useSite, useT } from '../../lib/site';
import { ui } from '../../lib/ui-store';
import { AmountField, validAmount } from './amount-field';
import { DepositBonusChoice, offerAmount } from './deposit-bonus-choice';
import { useCreateDeposit } from './use-deposit';
import { useDepositBonus } from './use-deposit-bonuses';
import { useDepositLimitRefusal, usePaymentMethods } from './use-payment-methods';

type DepositResponse = z.infer<typeof CreateDepositResponseSchema>;

/**
 * A deposit refused by a deposit limit (13100, docs/product/errors.md#deposit-limit): no
 * methods, the notice, and the player's deposit limits as just reloaded, with the way to them.
 */
function DepositLimitReached({ currency }: { currency: string }) {
  const t = useT();
  const { data } = usePlayerLimits();
  const exclusionText = useExclusionText();
  const limits = (data?.items ?? []).filter((l) => l.definition === LIMIT_DEFINITION.deposit);
  // The same refusal (13100) closes deposits during a time-out: say that, not a deposit limit.
  const isExcluded = data?.isExcluded ?? false;
  return (
    <div className="form" data-testid="deposit-limit-reached">
      <p className="form__error" role="alert">
        {isExcluded ? exclusionText : t('wallet.depositLimit')}
      </p>
      {(isExcluded ? [] : limits).map((limit) => (
        <div key={limit.id} className="card limits__item">
          <LimitMeter
            label={t('limits.deposit')}
            period={limit.period}
            used={limit.used ?? 0}
            amount={limit.amount ?? 0}
            currency={limit.currency ?? currency}
          />
        </div>
      ))}
      <AppLink to="/profile/limits" className="btn btn--secondary btn--block">
        {t('wallet.openLimits')}
      </AppLink>
    </div>
  );
}

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
      {methods.length > 1 ? (
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
      ) : null}
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

function useIdempotencyKey() {
  const key = useRef(crypto.randomUUID());
  return { key: key.current, renew: () => (key.current = crypto.randomUUID()) };
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
  const { locale } = useSite();
  const format = useFormatMoney();
  const [text, setText] = useState('');
  const [isBusy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const idempotency = useIdempotencyKey();
  const createDeposit = useCreateDeposit();
  const isExcluded = useIsExcluded();
  const exclusionText = useExclusionText();
  const isLimitRefusal = useDepositLimitRefusal();
  const amount = validAmount(text, currency, method.minAmount, method.maxAmount);
  useEffect(() => {
    if (startedRef) startedRef.current = text !== '';
  }, [text, startedRef]);
  const unit = currency.subunitToUnit;
  const bonus = useDepositBonus(currency.code);
  const { bonusCode } = bonus;
  const chosenOffer = bonus.offers.find((o) => o.bonusCode === bonusCode);
  const submit = async () => {
    if (amount === null) return;
    setBusy(true);
    setError(null);
    try {
      const reply = await createDeposit.mutateAsync({
        body: {
          method: method.method,
          currency: currency.code,
          amount,
          idempotencyKey: idempotency.key,
          bonusCode: chosenOffer && offerAmount(chosenOffer, amount) > 0 ? bonusCode : '',
          // The provider's page speaks the player's language and sends them back to it.
          locale,
        },
      });
      if (reply.redirectUrl) {
        if (startedRef) startedRef.current = false;
        ui.toast({ kind: 'info', title: t('wallet.redirecting') });
        window.location.assign(reply.redirectUrl);
        return;
      }
      idempotency.renew();
    } catch (e) {
      if (isCountryRefusal(e)) setError(t('restricted.text'));
      else if (isLimitRefusal(e)) setError(isExcluded ? exclusionText : t('wallet.depositLimit'));
      else setError((e as Error).message);
    }
    setBusy(false);
  };
  return (
    <>
      <AmountField
        currency={currency}
        min={method.minAmount}
        max={method.maxAmount}
        value={text}
        onChange={setText}
        quick={[10, 20, 50, 100, 250].map((n) => n * unit)}
      />
      <DepositBonusChoice bonus={bonus} currency={currency.code} amount={amount} />
      <FormError message={error} />
      <Button
        variant="primary"
        size="lg"
        isBlock
        disabled={amount === null}
        isLoading={isBusy}
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

function CryptoDeposit({ currency, method }: { currency: Currency; method: PaymentMethod }) {
  const t = useT();
  const [reply, setReply] = useState<DepositResponse | null>(null);
  const [isBusy, setBusy] = useState(false);
  const idempotency = useIdempotencyKey();
  const createDeposit = useCreateDeposit();
  const isLimitRefusal = useDepositLimitRefusal();
  // The address's deposit takes the chosen bonus when it is credited (at least its minimum).
  const bonus = useDepositBonus(currency.code);
  const { bonusCode } = bonus;
  const load = async () => {
    setBusy(true);
    try {
      setReply(
        await createDeposit.mutateAsync({
          body: {
            method: method.method,
            currency: currency.code,
            idempotencyKey: idempotency.key,
            bonusCode,
          },
        }),
      );
    } catch (e) {
      if (!isLimitRefusal(e)) ui.toast({ kind: 'error', title: (e as Error).message });
    }
    setBusy(false);
  };
  if (!reply?.crypto) {
    return (
      <>
        <DepositBonusChoice bonus={bonus} currency={currency.code} amount={null} />
        <Button
          variant="primary"
          size="lg"
          isBlock
          isLoading={isBusy}
          onClick={load}
          data-testid="show-address"
        >
          {t('wallet.showAddress')}
        </Button>
      </>
    );
  }
  const { address, qrSvg, confirmationsRequired } = reply.crypto;
  return (
    <div className="crypto-deposit">
      <p style={{ fontWeight: 700 }}>{t('wallet.cryptoTitle', { currency: currency.code })}</p>
      <img
        className="crypto-deposit__qr"
        src={`data:image/svg+xml;utf8,${encodeURIComponent(qrSvg)}`}
        alt={t('wallet.qr')}
        width={184}
        height={184}
      />
      <code className="crypto-deposit__address" data-testid="crypto-address">
        {address}
      </code>
      <Button
        onClick={async () => {
          await navigator.clipboard?.writeText(address);
          ui.toast({ kind: 'success', title: t('wallet.copied') });
        }}
      >
        <Copy size={16} aria-hidden="true" /> {t('wallet.copy')}
      </Button>
      <p className="muted">
        {t('wallet.cryptoText', { currency: currency.code, count: confirmationsRequired })}
      </p>
    </div>
  );
}
