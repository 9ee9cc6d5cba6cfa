import type { Account, Currency, Invoice, PasskeyAssertion } from '@casino/contracts';
import { cardDigits } from '@casino/contracts/card';
import { INVOICE_STATUS, VERIFICATION_REQUIRED_CODE } from '@casino/contracts/enums';
import { useQueryClient } from '@tanstack/react-query';
import { useReducer, useRef } from 'react';
import { ApiError } from '../../lib/api';
import { useFieldErrorText } from '../../lib/forms/field-error-text';
import { useModalParams } from '../../lib/modal-query';
import { useFormatMoney } from '../../lib/money/use-money';
import { useAlertText, useSite, useT } from '../../lib/site';
import { ui } from '../../lib/ui-store';
import { validAmount } from './amount-field';
import { useCreateWithdrawal, useDeclineInvoice, useInvoices } from './use-invoices';
import { usePaymentMethods, useSavedMethods } from './use-payment-methods';
import { walletKeys } from './use-wallet-accounts';
import { useTurnover, useWithdrawalFees } from './use-withdrawal';

export const NEW_DESTINATION = 'new';

/** What the player has typed and chosen, and what the last answer said. */
export interface WithdrawState {
  text: string;
  fields: Record<string, string>;
  error: string | null;
  cardError: string | null;
  isBusy: boolean;
  needsConfirmedEmail: boolean;
  needsVerification: boolean;
  /**
   * A withdrawal while a bonus is active forfeits it: the player agrees first (issue 27). Asked
   * when bonus money is shown, or when the server names an active bonus (one at zero).
   */
  bonusRefused: boolean;
  forfeitBonus: boolean;
  /** A saved destination's id, NEW_DESTINATION, or null (the first saved one). */
  choice: string | null;
  /** Money held by the limits (docs/decisions/026) is withdrawn on its own (`&from=held`). */
  source: 'real' | 'held';
  /**
   * A destination never paid before, with two-step sign-in on: the server asked a code of the
   * authenticator app (issue 35); `codeError` when the one given was wrong.
   */
  asksCode: boolean;
  code: string;
  codeError: string | null;
}

export type WithdrawAction =
  | { type: 'text'; text: string }
  | { type: 'field'; name: string; value: string }
  | { type: 'choose'; choice: string }
  | { type: 'source'; source: 'real' | 'held' }
  | { type: 'forfeit'; forfeitBonus: boolean }
  | { type: 'code'; code: string }
  | { type: 'cardInvalid'; message: string }
  | { type: 'sending' }
  | { type: 'sent' }
  | { type: 'refused'; refusal: Refusal };

/** How the last refusal shows: a line, or the email / identity / bonus step it asks for. */
type Refusal = 'email' | 'verification' | 'bonus' | { code: string | null } | { message: string };

export function withdrawReducer(state: WithdrawState, action: WithdrawAction): WithdrawState {
  switch (action.type) {
    case 'text':
      return { ...state, text: action.text };
    case 'field':
      return {
        ...state,
        fields: { ...state.fields, [action.name]: action.value },
        cardError: action.name === 'cardNumber' ? null : state.cardError,
      };
    case 'choose':
      return { ...state, choice: action.choice };
    case 'source':
      return { ...state, source: action.source };
    case 'forfeit':
      return { ...state, forfeitBonus: action.forfeitBonus };
    case 'code':
      return { ...state, code: action.code, codeError: null };
    case 'cardInvalid':
      return { ...state, cardError: action.message };
    case 'sending':
      return { ...state, isBusy: true, error: null };
    case 'sent':
      return {
        ...state,
        isBusy: false,
        text: '',
        forfeitBonus: false,
        bonusRefused: false,
        asksCode: false,
        code: '',
        codeError: null,
      };
    case 'refused': {
      const { refusal } = action;
      const next = { ...state, isBusy: false };
      if (refusal === 'email') return { ...next, needsConfirmedEmail: true };
      if (refusal === 'bonus') return { ...next, bonusRefused: true };
      if (refusal === 'verification') return { ...next, needsVerification: true };
      if ('code' in refusal) return { ...next, asksCode: true, codeError: refusal.code };
      return { ...next, error: refusal.message };
    }
  }
}

const initialState = (source: 'real' | 'held'): WithdrawState => ({
  text: '',
  fields: {},
  error: null,
  cardError: null,
  isBusy: false,
  needsConfirmedEmail: false,
  needsVerification: false,
  bonusRefused: false,
  forfeitBonus: false,
  choice: null,
  source,
  asksCode: false,
  code: '',
  codeError: null,
});

/**
 * The withdraw pane's state and calls: the method, saved destinations, amount, fee and turnover,
 * the send (idempotent per attempt) and the decline of a pending withdrawal.
 */
export function useWithdrawForm(currency: Currency, account: Account) {
  const fieldText = useFieldErrorText(useSite().content.validation);
  const t = useT();
  const alert = useAlertText();
  const format = useFormatMoney();
  const client = useQueryClient();
  const params = useModalParams();
  const [state, dispatch] = useReducer(
    withdrawReducer,
    params.get('from') === 'held' && account.heldBalance > 0 ? 'held' : 'real',
    initialState,
  );
  const { methods, errorCode } = usePaymentMethods('withdrawal', currency.code);
  const key = useRef(crypto.randomUUID());
  const method = methods?.[0];
  // Saved cards (and addresses of this currency) of the method: offered first, no retyping.
  const saved = (useSavedMethods().data ?? []).filter(
    (m) =>
      m.method === method?.method && (currency.type === 'fiat' || m.currency === currency.code),
  );
  const { source, choice, fields, forfeitBonus } = state;
  const available = source === 'held' ? account.heldBalance : account.withdrawalBalance;
  const asksBonusConsent = source === 'real' && (account.bonusBalance > 0 || state.bonusRefused);
  const savedId = choice === NEW_DESTINATION ? null : (choice ?? saved[0]?.id ?? null);
  const max = Math.min(method?.maxAmount ?? 0, available);
  const min = method?.minAmount ?? 1;
  const amount = validAmount(state.text, currency, min, Math.max(max, min));
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
  /** The first field error, as a sentence naming its field in the page's language. */
  const refusalOf = (e: unknown): Refusal => {
    if (!(e instanceof ApiError)) return { message: String(e) };
    if (e.code === 'email_not_confirmed') return 'email';
    if (e.code === 'bonus_forfeit_required') return 'bonus';
    if (e.code === VERIFICATION_REQUIRED_CODE) return 'verification';
    if (e.code === 'second_factor_required') return { code: null };
    if (e.code === 'invalid_second_factor') return { code: t('twoFactor.wrongCode') };
    const [field, list] = Object.entries(e.fields)[0] ?? [];
    return { message: (field ? fieldText.fromServer(field, list?.[0]) : undefined) ?? e.message };
  };

  /** The second factor asked for a new destination, answered with a passkey of this device. */
  const submitWithPasskey = async () => {
    let passkey: PasskeyAssertion;
    try {
      const { answerWithPasskey } = await import('../../lib/passkey');
      passkey = await answerWithPasskey();
    } catch {
      dispatch({ type: 'refused', refusal: { code: t('twoFactor.passkeyFailed') } });
      return;
    }
    await submit(passkey);
  };
  const submit = async (passkey?: PasskeyAssertion) => {
    if (amount === null || !method) return;
    // A new card is checked here first: a mistyped number is named at once, in the page's language.
    if (
      !savedId &&
      method.fields.some((f) => f.name === 'cardNumber') &&
      !cardDigits(fields.cardNumber)
    ) {
      dispatch({ type: 'cardInvalid', message: t('cardField.invalid') });
      return;
    }
    dispatch({ type: 'sending' });
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
          ...(passkey ? { passkey } : state.asksCode ? { code: state.code.trim() } : {}),
          idempotencyKey: key.current,
        },
      });
      key.current = crypto.randomUUID();
      dispatch({ type: 'sent' });
      const done = alert('wallet.withdrawSuccess', { amount: format(amount, currency.code) });
      ui.toast(
        { kind: 'success', title: done.title ?? done.text, text: done.title && done.text },
        undefined,
        { isAnswer: true },
      );
      refresh();
    } catch (e) {
      dispatch({ type: 'refused', refusal: refusalOf(e) });
    }
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
  return {
    state,
    dispatch,
    methods,
    errorCode,
    method,
    saved,
    savedId,
    available,
    max,
    amount,
    asksBonusConsent,
    fees: fees.data,
    turnover: turnover.data,
    pending: pending.data?.items ?? [],
    submit: () => submit(),
    submitWithPasskey,
    decline,
  };
}

export type WithdrawForm = ReturnType<typeof useWithdrawForm>;
