import type { Currency, Invoice, PaymentMethod } from '@casino/contracts';
import { AppLink } from '../../components/ui/app-link';
import { Button, buttonClass } from '../../components/ui/button';
import { CardNumberField } from '../../components/ui/card-number-field';
import { TextField } from '../../components/ui/text-field';
import { useFormatMoney } from '../../lib/money/use-money';
import { useResendConfirmation } from '../../lib/session/use-resend-confirmation';
import { useSessionView } from '../../lib/session/use-session-view';
import { useT } from '../../lib/site';
import { NEW_DESTINATION, type WithdrawAction } from './use-withdraw-form';

type Dispatch = (action: WithdrawAction) => void;

/** Chips of one choice (a legend, one pressed). */
function Chips<T extends string>({
  legend,
  options,
  value,
  testId,
  onChoose,
}: {
  legend: string;
  options: { id: T; label: string; testId?: string }[];
  value: T;
  testId?: string;
  onChoose: (id: T) => void;
}) {
  return (
    <fieldset className="fieldset-plain stack-sm">
      <legend className="field__label">{legend}</legend>
      <div className="tabs tabs--wrap">
        {options.map((option) => (
          <button
            key={option.id}
            type="button"
            className="chip"
            aria-pressed={value === option.id}
            data-testid={option.testId ?? testId}
            onClick={() => onChoose(option.id)}
          >
            {option.label}
          </button>
        ))}
      </div>
    </fieldset>
  );
}

/** The balance or the money held by the limits (shown only when some is held). */
export function SourceChoice({
  source,
  dispatch,
}: {
  source: 'real' | 'held';
  dispatch: Dispatch;
}) {
  const t = useT();
  return (
    <Chips
      legend={t('wallet.withdrawFrom')}
      options={(['real', 'held'] as const).map((id) => ({
        id,
        label: t(id === 'held' ? 'wallet.fromHeld' : 'wallet.fromBalance'),
        testId: `withdraw-from-${id}`,
      }))}
      value={source}
      onChoose={(id) => dispatch({ type: 'source', source: id })}
    />
  );
}

/** The saved destinations of the method, and a new one. */
export function DestinationChoice({
  saved,
  savedId,
  dispatch,
}: {
  saved: { id: string; label: string }[];
  savedId: string | null;
  dispatch: Dispatch;
}) {
  const t = useT();
  return (
    <Chips
      legend={t('money.payTo')}
      options={[
        ...saved.map((m) => ({ id: m.id, label: m.label })),
        { id: NEW_DESTINATION, label: t('money.newDestination') },
      ]}
      value={savedId ?? NEW_DESTINATION}
      testId="withdraw-destination"
      onChoose={(choice) => dispatch({ type: 'choose', choice })}
    />
  );
}

/** The method's own fields (a card number checked as typed, others as text). */
export function MethodFields({
  method,
  fields,
  cardError,
  dispatch,
}: {
  method: PaymentMethod;
  fields: Record<string, string>;
  cardError: string | null;
  dispatch: Dispatch;
}) {
  const t = useT();
  // Field labels in the page's language (the setting's English label is the fallback for a
  // field the catalogs do not know).
  const fieldLabel = (name: string, label?: string) =>
    name === 'cardNumber' || name === 'address' ? t(`money.${name}`) : (label ?? name);
  const set = (name: string, value: string) => dispatch({ type: 'field', name, value });
  return method.fields
    .filter((f) => f.name !== 'amount')
    .map((f) =>
      f.name === 'cardNumber' ? (
        <CardNumberField
          key={f.name}
          label={fieldLabel(f.name, f.label)}
          required={f.isRequired}
          value={fields[f.name] ?? ''}
          onValue={(value) => set(f.name, value)}
          error={cardError ?? undefined}
          data-testid="card-number"
        />
      ) : (
        <TextField
          key={f.name}
          label={fieldLabel(f.name, f.label)}
          required={f.isRequired}
          value={fields[f.name] ?? ''}
          onChange={(e) => set(f.name, e.target.value)}
          autoComplete="off"
        />
      ),
    );
}

/** The fee and what leaves the balance. */
export function FeeSummary({
  fees,
  currency,
}: {
  fees: { fee: number; total: number };
  currency: Currency;
}) {
  const t = useT();
  const format = useFormatMoney();
  return (
    <div className="summary tabular" aria-live="polite">
      <div>
        <span>{t('wallet.fee')}</span>
        <span>{format(fees.fee, currency.code)}</span>
      </div>
      <div>
        <span>{t('wallet.charged')}</span>
        <strong>{format(fees.total, currency.code)}</strong>
      </div>
    </div>
  );
}

/** Withdrawals not paid yet, each with its cancel. */
export function PendingWithdrawals({
  items,
  onDecline,
}: {
  items: Invoice[];
  onDecline: (invoice: Invoice) => void;
}) {
  const t = useT();
  const format = useFormatMoney();
  if (!items.length) return null;
  return (
    <section className="form" aria-label={t('wallet.pendingTitle')}>
      <h3>{t('wallet.pendingTitle')}</h3>
      {items.map((invoice) => (
        <div key={invoice.id} className="session-list__item" data-testid="pending-withdrawal">
          <span className="tabular" style={{ flex: 1 }}>
            {format(invoice.amount, invoice.currency)}
          </span>
          <Button size="sm" onClick={() => onDecline(invoice)}>
            {t('wallet.decline')}
          </Button>
        </div>
      ))}
    </section>
  );
}

/** The refusal of a withdrawal before the email is confirmed, with the resend action. */
export function ConfirmEmailFirst() {
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

/** The refusal of a withdrawal before the identity is verified, with the way there. */
export function VerifyIdentityFirst() {
  const t = useT();
  return (
    <div className="form__error" role="alert" data-testid="withdraw-verify-identity">
      <p>{t('verification.withdrawBlocked')}</p>
      <AppLink to="/profile/verification" className={buttonClass('primary', 'sm')}>
        {t('verification.verifyLink')}
      </AppLink>
    </div>
  );
}
