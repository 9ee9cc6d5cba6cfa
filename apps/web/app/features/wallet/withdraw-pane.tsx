import type { Account, Currency } from '@casino/contracts';
import { Button } from '../../components/ui/button';
import { CheckboxField } from '../../components/ui/checkbox-field';
import { FormError } from '../../components/ui/form-error';
import { Skeleton } from '../../components/ui/skeleton';
import { TextField } from '../../components/ui/text-field';
import { useFormatMoney } from '../../lib/money/use-money';
import { useT } from '../../lib/site';
import { AmountField } from './amount-field';
import { useWithdrawForm } from './use-withdraw-form';
import {
  ConfirmEmailFirst,
  DestinationChoice,
  FeeSummary,
  MethodFields,
  PendingWithdrawals,
  SourceChoice,
  VerifyIdentityFirst,
} from './withdraw-parts';

/** Withdraw: fees and turnover shown first; the amount is reserved at once; pending ones can be cancelled. */
export function WithdrawPane({ currency, account }: { currency: Currency; account: Account }) {
  const t = useT();
  const format = useFormatMoney();
  const form = useWithdrawForm(currency, account);
  const { state, dispatch, method, amount, asksBonusConsent } = form;

  if (form.errorCode !== null)
    return (
      <p className="form__error" role="alert" data-testid="withdraw-methods-error">
        {t('contract.withdrawMethodsError', { code: String(form.errorCode) })}
      </p>
    );
  if (!form.methods) return <Skeleton height={120} />;
  if (!method) return <p className="muted">{t('wallet.noMethods', { currency: currency.code })}</p>;
  return (
    <div className="form">
      {account.heldBalance > 0 ? <SourceChoice source={state.source} dispatch={dispatch} /> : null}
      <p className="muted tabular">
        {t('wallet.available', { amount: format(form.available, currency.code) })}
      </p>
      {state.source === 'real' && form.turnover && form.turnover.remaining > 0 ? (
        <p className="form__error">
          {t('wallet.turnover', { amount: format(form.turnover.remaining, currency.code) })}
        </p>
      ) : null}
      <AmountField
        currency={currency}
        min={method.minAmount}
        max={Math.max(form.max, method.minAmount)}
        methodMax={method.maxAmount}
        value={state.text}
        onChange={(text) => dispatch({ type: 'text', text })}
      />
      {form.saved.length ? (
        <DestinationChoice saved={form.saved} savedId={form.savedId} dispatch={dispatch} />
      ) : null}
      {form.savedId ? null : (
        <MethodFields
          method={method}
          fields={state.fields}
          cardError={state.cardError}
          dispatch={dispatch}
        />
      )}
      {form.fees && amount !== null ? <FeeSummary fees={form.fees} currency={currency} /> : null}
      {asksBonusConsent ? (
        <CheckboxField
          label={t('wallet.forfeitBonus', {
            amount: format(account.bonusBalance, currency.code),
          })}
          checked={state.forfeitBonus}
          onChange={(e) => dispatch({ type: 'forfeit', forfeitBonus: e.target.checked })}
          error={
            state.bonusRefused && !state.forfeitBonus ? t('wallet.forfeitBonusRequired') : undefined
          }
          data-testid="withdraw-forfeit-bonus"
        />
      ) : null}
      {state.asksCode ? (
        <>
          <p className="muted" data-testid="withdraw-code-text">
            {t('twoFactor.newDestination')}
          </p>
          <TextField
            label={t('twoFactor.signInCode')}
            value={state.code}
            onChange={(e) => dispatch({ type: 'code', code: e.target.value })}
            autoComplete="one-time-code"
            autoCapitalize="none"
            spellCheck={false}
            autoFocus
            error={state.codeError ?? undefined}
            data-testid="withdraw-code"
          />
          <Button
            isBlock
            isLoading={state.isBusy}
            onClick={() => void form.submitWithPasskey()}
            disabled={amount === null}
          >
            {t('twoFactor.usePasskey')}
          </Button>
        </>
      ) : null}
      <FormError message={state.error} />
      {state.needsConfirmedEmail ? <ConfirmEmailFirst /> : null}
      {state.needsVerification ? <VerifyIdentityFirst /> : null}
      <Button
        variant="primary"
        size="lg"
        isBlock
        disabled={
          amount === null ||
          (asksBonusConsent && !state.forfeitBonus) ||
          (state.asksCode && !state.code.trim())
        }
        isLoading={state.isBusy}
        onClick={form.submit}
        data-testid="withdraw-submit"
      >
        {t('wallet.withdrawSubmit', {
          amount: amount === null ? '' : format(amount, currency.code),
        })}
      </Button>
      <PendingWithdrawals items={form.pending} onDecline={(i) => void form.decline(i)} />
    </div>
  );
}
