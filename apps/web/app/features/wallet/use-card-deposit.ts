import {
  CROSS_OPERATOR_FILE_UNAVAILABLE,
  type Currency,
  DEPOSIT_ABOVE_CROSS_OPERATOR_LIMIT,
  DEPOSIT_ABOVE_MONTHLY_CAP,
  DEPOSIT_LIMIT_CHOICE_REQUIRED,
  type PaymentMethod,
} from '@casino/contracts';
import { useEffect, useReducer, useRef } from 'react';
import { ApiError } from '../../lib/api';
import { isCountryRefusal } from '../../lib/country';
import { useExclusionText, useIsExcluded, useReloadLimits } from '../../lib/player-limits';
import { useSite, useT } from '../../lib/site';
import { ui } from '../../lib/ui-store';
import { validAmount } from './amount-field';
import { offerAmount } from './deposit-bonus-choice';
import { useCreateDeposit } from './use-deposit';
import { useDepositBonus } from './use-deposit-bonuses';
import { useDepositLimitRefusal } from './use-payment-methods';

/** One key per deposit attempt: a retried call is the same deposit. */
export function useIdempotencyKey() {
  const key = useRef(crypto.randomUUID());
  return { key: key.current, renew: () => (key.current = crypto.randomUUID()) };
}

interface CardDepositState {
  text: string;
  isBusy: boolean;
  error: string | null;
}

type CardDepositAction =
  | { type: 'text'; text: string }
  | { type: 'sending' }
  | { type: 'done' }
  | { type: 'refused'; message: string };

export function cardDepositReducer(
  state: CardDepositState,
  action: CardDepositAction,
): CardDepositState {
  switch (action.type) {
    case 'text':
      return { ...state, text: action.text };
    case 'sending':
      return { ...state, isBusy: true, error: null };
    case 'done':
      return { ...state, isBusy: false };
    case 'refused':
      return { ...state, isBusy: false, error: action.message };
  }
}

/**
 * A card deposit's amount, bonus and send: the provider's page takes over on success (the
 * player's language), refusals are said in the site's words where it has them.
 */
export function useCardDeposit(
  currency: Currency,
  method: PaymentMethod,
  startedRef?: { current: boolean },
) {
  const t = useT();
  const { locale } = useSite();
  const [state, dispatch] = useReducer(cardDepositReducer, {
    text: '',
    isBusy: false,
    error: null,
  });
  const idempotency = useIdempotencyKey();
  const createDeposit = useCreateDeposit();
  const isExcluded = useIsExcluded();
  const exclusionText = useExclusionText();
  const isLimitRefusal = useDepositLimitRefusal();
  const reloadLimits = useReloadLimits();
  const amount = validAmount(state.text, currency, method.minAmount, method.maxAmount);
  useEffect(() => {
    if (startedRef) startedRef.current = state.text !== '';
  }, [state.text, startedRef]);
  const bonus = useDepositBonus(currency.code);
  const { bonusCode } = bonus;
  const chosenOffer = bonus.offers.find((o) => o.bonusCode === bonusCode);
  const refusalText = (e: unknown) => {
    if (isCountryRefusal(e)) return t('restricted.text');
    if (isLimitRefusal(e)) return isExcluded ? exclusionText : t('wallet.depositLimit');
    // The jurisdiction's rules (issue 32): the reloaded limits show the question or what is left.
    if (e instanceof ApiError && e.code === DEPOSIT_ABOVE_MONTHLY_CAP) {
      void reloadLimits();
      return t('limits.monthlyCapReached');
    }
    // Germany (issue 32): LUGAS's limit across operators; the reloaded limits show what is left.
    if (e instanceof ApiError && e.code === DEPOSIT_ABOVE_CROSS_OPERATOR_LIMIT) {
      void reloadLimits();
      return t('limits.acrossReached');
    }
    if (e instanceof ApiError && e.code === CROSS_OPERATOR_FILE_UNAVAILABLE) {
      return t('limits.acrossUnavailable');
    }
    if (e instanceof ApiError && e.code === DEPOSIT_LIMIT_CHOICE_REQUIRED) {
      void reloadLimits();
      return t('limits.choiceTitle');
    }
    return (e as Error).message;
  };
  const submit = async () => {
    if (amount === null) return;
    dispatch({ type: 'sending' });
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
      dispatch({ type: 'done' });
    } catch (e) {
      dispatch({ type: 'refused', message: refusalText(e) });
    }
  };
  return {
    state,
    setText: (text: string) => dispatch({ type: 'text', text }),
    amount,
    bonus,
    submit,
  };
}
