import type { Account, Currency, Invoice } from '@casino/contracts';
import { cardDigits } from '@casino/contracts/card';
import { INVOICE_STATUS, VERIFICATION_REQUIRED_CODE } from '@casino/contracts/enums';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { AppLink } from '../../components/ui/app-link';
import { Button, buttonClass } from '../../components/ui/button';
import { CardNumberField } from '../../components/ui/card-number-field';
import { CheckboxField } from '../../components/ui/checkbox-field';
import { FormError } from '../../components/ui/form-error';
import { Skeleton } from '../../components/ui/skeleton';
import { TextField } from '../../components/ui/text-field';
import { ApiError } from '../../lib/api';
import { useFieldErrorText } from '../../lib/forms/field-error-text';
import { useModalParams } from '../../lib/modal-query';
import { useFormatMoney } from '../../lib/money/use-money';
import { useResendConfirmation } from '../../lib/session/use-resend-confirmation';
import { useSessionView } from '../../lib/session/use-session-view';
import { useAlertText, useSite, useT } from '../../lib/site';
import { ui } from '../../lib/ui-store';
import { AmountField, validAmount } from './amount-field';
import { useCreateWithdrawal, useDeclineInvoice, useInvoices } from './use-invoices';
import { usePaymentMethods, useSavedMethods } from './use-payment-methods';
import { walletKeys } from './use-wallet-accounts';
import { useTurnover, useWithdrawalFees } from './use-withdrawal';

const NEW_DESTINATION = 'new';

/** Withdraw: fees and turnover shown first; the amount is reserved at once; pending ones can be cancelled. */
export function WithdrawPane({ currency, account }: { currency: Currency; account: Account }) {
  const fieldText = useFieldErrorText(useSite().content.validation);
  /** The first field error, as a sentence naming its field in the page's language. */
  const firstFieldError = (error: ApiError) => {
    const [field, list] = Object.entries(error.fields)[0] ?? [];
    return field ? fieldText.fromServer(field, list?.[0]) : undefined;
  };
  const t = useT();
  const alert = useAlertText();
  const format = useFormatMoney();
  const client = useQueryClient();
  // Field labels of the method's form in the page's language (the setting's English label is
  // the fallback for a field the catalogs do not know).
  const fieldLabel = (name: string, label?: string) =>
    name === 'cardNumber' || name === 'address' ? t(`money.${name}`) : (label ?? name);
  const { methods, errorCode } = usePaymentMethods('withdrawal', currency.code);
  const [text, setText] = useState('');
  const [fields, setFields] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [cardError, setCardError] = useState<string | null>(null);
  const [isBusy, setBusy] = useState(false);
  const [needsConfirmedEmail, setNeedsConfirmedEmail] = useState(false);
  const [needsVerification, setNeedsVerification] = useState(false);
  // A withdrawal while a bonus is active forfeits it: the player agrees first (issue 27). Asked
  // when bonus money is shown, or when the server names an active bonus (one at zero).
  const [bonusRefused, setBonusRefused] = useState(false);
  const [forfeitBonus, setForfeitBonus] = useState(false);
  const key = useRef(crypto.randomUUID());
  const method = methods?.[0];
  // Saved cards (and addresses of this currency) of the method: offered first, no retyping.
  const saved = (useSavedMethods().data ?? []).filter(
    (m) =>
      m.method === method?.method && (currency.type === 'fiat' || m.currency === currency.code),
  );
  const [choice, setChoice] = useState<string | null>(null);
  // Money held by the limits (docs/decisions/026) is withdrawn on its own (`&from=held`).
  const params = useModalParams();
  const [source, setSource] = useState<'real' | 'held'>(
    params.get('from') === 'held' && account.heldBalance > 0 ? 'held' : 'real',
  );
  const available = source === 'held' ? account.heldBalance : account.withdrawalBalance;
  const asksBonusConsent = source === 'real' && (account.bonusBalance > 0 || bonusRefused);
  const savedId = choice === NEW_DESTINATION ? null : (choice ?? saved[0]?.id ?? null);
  const max = Math.min(method?.maxAmount ?? 0, available);
  const amount = validAmount(
    text,
    currency,
    method?.minAmount ?? 1,
    Math.max(max, method?.minAmount ?? 1),
  );
  const fees = useWithdrawalFees(currency.code, amount, method?.method);
  const turnover = useTurnover(currency.code);
  const createWithdrawal = useCreateWithdrawal();
  const declineInvoice = useDeclineInvoice();
  const pending = useInvoices(
    `type=withdrawal&status=${INVOICE_STATUS.pending}&currency=${currency.code}`,
  );
  const refresh = () => {
    void client.invalidateQueries({ queryKey: walletKeys.accounts });
    void client.invalidateQueries({ queryKey: ['payment', 'invoices'] });
  };

  const submit = async () => {
    if (amount === null || !method) return;
    // A new card is checked here first: a mistyped number is named at once, in the page's language.
    if (
      !savedId &&
      method.fields.some((f) => f.name === 'cardNumber') &&
      !cardDigits(fields.cardNumber)
    ) {
      setCardError(t('cardField.invalid'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await createWithdrawal.mutateAsync({
        body: {
          method: method.method,
          currency: currency.code,
          amount,
          fields: savedId ? {} : fields,
          ...(savedId ? { savedMethodId: savedId } : {}),
          source,
          ...(asksBonusConsent ? { forfeitBonus } : {}),
          idempotencyKey: key.current,
        },
      });
      key.current = crypto.randomUUID();
      setText('');
      setForfeitBonus(false);
      setBonusRefused(false);
      const done = alert('wallet.withdrawSuccess', { amount: format(amount, currency.code) });
      ui.toast(
        { kind: 'success', title: done.title ?? done.text, text: done.title && done.text },
        undefined,
        { isAnswer: true },
      );
      refresh();
    } catch (e) {
      if (e instanceof ApiError && e.code === 'email_not_confirmed') setNeedsConfirmedEmail(true);
      else if (e instanceof ApiError && e.code === 'bonus_forfeit_required') setBonusRefused(true);
      else if (e instanceof ApiError && e.code === VERIFICATION_REQUIRED_CODE) {
        setNeedsVerification(true);
      } else setError(e instanceof ApiError ? (firstFieldError(e) ?? e.message) : String(e));
    }
    setBusy(false);
  };
  const decline = async (invoice: Invoice) => {
    try {
      await declineInvoice.mutateAsync({ params: { id: invoice.id } });
      // The answer to the player's tap: never dropped by the throttle, whatever the realtime
      // update of the same invoice showed a moment before (it says the same).
      ui.toast({ kind: 'info', title: t('wallet.declined') }, undefined, { isAnswer: true });
      refresh();
    } catch (e) {
      ui.toast({ kind: 'error', title: (e as Error).message });
    }
  };

  if (errorCode !== null)
    return (
      <p className="form__error" role="alert" data-testid="withdraw-methods-error">
        {t('contract.withdrawMethodsError', { code: String(errorCode) })}
      </p>
    );
  if (!methods) return <Skeleton height={120} />;
  if (!method) return <p className="muted">{t('wallet.noMethods', { currency: currency.code })}</p>;
  return (
    <div className="form">
      {account.heldBalance > 0 ? (
        <fieldset className="fieldset-plain stack-sm">
          <legend className="field__label">{t('wallet.withdrawFrom')}</legend>
          <div className="tabs tabs--wrap">
            {(['real', 'held'] as const).map((option) => (
              <button
                key={option}
                type="button"
                className="chip"
                aria-pressed={source === option}
                data-testid={`withdraw-from-${option}`}
                onClick={() => setSource(option)}
              >
                {t(option === 'held' ? 'wallet.fromHeld' : 'wallet.fromBalance')}
              </button>
            ))}
          </div>
        </fieldset>
      ) : null}
      <p className="muted tabular">
        {t('wallet.available', { amount: format(available, currency.code) })}
      </p>
      {source === 'real' && turnover.data && turnover.data.remaining > 0 ? (
        <p className="form__error">
          {t('wallet.turnover', { amount: format(turnover.data.remaining, currency.code) })}
        </p>
      ) : null}
      <AmountField
        currency={currency}
        min={method.minAmount}
        max={Math.max(max, method.minAmount)}
        methodMax={method.maxAmount}
        value={text}
        onChange={setText}
      />
      {saved.length ? (
        <fieldset className="fieldset-plain stack-sm">
          <legend className="field__label">{t('money.payTo')}</legend>
          <div className="tabs tabs--wrap">
            {[
              ...saved.map((m) => ({ id: m.id, label: m.label })),
              { id: NEW_DESTINATION, label: t('money.newDestination') },
            ].map((option) => (
              <button
                key={option.id}
                type="button"
                className="chip"
                aria-pressed={(savedId ?? NEW_DESTINATION) === option.id}
                data-testid="withdraw-destination"
                onClick={() => setChoice(option.id)}
              >
                {option.label}
              </button>
            ))}
          </div>
        </fieldset>
      ) : null}
      {savedId
        ? null
        : method.fields
            .filter((f) => f.name !== 'amount')
            .map((f) =>
              f.name === 'cardNumber' ? (
                <CardNumberField
                  key={f.name}
                  label={fieldLabel(f.name, f.label)}
                  required={f.isRequired}
                  value={fields[f.name] ?? ''}
                  onValue={(value) => {
                    setCardError(null);
                    setFields({ ...fields, [f.name]: value });
                  }}
                  error={cardError ?? undefined}
                  data-testid="card-number"
                />
              ) : (
                <TextField
                  key={f.name}
                  label={fieldLabel(f.name, f.label)}
                  required={f.isRequired}
                  value={fields[f.name] ?? ''}
                  onChange={(e) => setFields({ ...fields, [f.name]: e.target.value })}
                  autoComplete="off"
                />
              ),
            )}
      {fees.data && amount !== null ? (
        <div className="summary tabular" aria-live="polite">
          <div>
            <span>{t('wallet.fee')}</span>
            <span>{format(fees.data.fee, currency.code)}</span>
          </div>
          <div>
            <span>{t('wallet.charged')}</span>
            <strong>{format(fees.data.total, currency.code)}</strong>
          </div>
        </div>
      ) : null}
      {asksBonusConsent ? (
        <CheckboxField
          label={t('wallet.forfeitBonus', {
            amount: format(account.bonusBalance, currency.code),
          })}
          checked={forfeitBonus}
          onChange={(e) => setForfeitBonus(e.target.checked)}
          error={bonusRefused && !forfeitBonus ? t('wallet.forfeitBonusRequired') : undefined}
          data-testid="withdraw-forfeit-bonus"
        />
      ) : null}
      <FormError message={error} />
      {needsConfirmedEmail ? <ConfirmEmailFirst /> : null}
      {needsVerification ? (
        <div className="form__error" role="alert" data-testid="withdraw-verify-identity">
          <p>{t('verification.withdrawBlocked')}</p>
          <AppLink to="/profile/verification" className={buttonClass('primary', 'sm')}>
            {t('verification.verifyLink')}
          </AppLink>
        </div>
      ) : null}
      <Button
        variant="primary"
        size="lg"
        isBlock
        disabled={amount === null || (asksBonusConsent && !forfeitBonus)}
        isLoading={isBusy}
        onClick={submit}
        data-testid="withdraw-submit"
      >
        {t('wallet.withdrawSubmit', {
          amount: amount === null ? '' : format(amount, currency.code),
        })}
      </Button>
      {pending.data?.items.length ? (
        <section className="form" aria-label={t('wallet.pendingTitle')}>
          <h3>{t('wallet.pendingTitle')}</h3>
          {pending.data.items.map((invoice) => (
            <div key={invoice.id} className="session-list__item" data-testid="pending-withdrawal">
              <span className="tabular" style={{ flex: 1 }}>
                {format(invoice.amount, invoice.currency)}
              </span>
              <Button size="sm" onClick={() => decline(invoice)}>
                {t('wallet.decline')}
              </Button>
            </div>
          ))}
        </section>
      ) : null}
    </div>
  );
}

/** The refusal of a withdrawal before the email is confirmed, with the resend action. */
function ConfirmEmailFirst() {
  const t = useT();
  const { resentVerifyEmail } = useSessionView();
  const { resend, isSending } = useResendConfirmation();
  return (
    <div className="form__error" role="alert" data-testid="withdraw-confirm-email">
      <p>{resentVerifyEmail ? t('account.resent') : t('wallet.confirmEmailFirst')}</p>
      {resentVerifyEmail ? null : (
        <Button size="sm" onClick={resend} isLoading={isSending}>
          {t('account.resend')}
        </Button>
      )}
    </div>
  );
}
