import { bonusApi } from '@casino/contracts/api';
import { BONUS_CODE_TRIGGER } from '@casino/contracts/enums';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { call } from '../../lib/api';
import { useSession } from '../../lib/session/session-store';

/** The deposit offers query of a currency (shared by the deposit pane and the wallet button). */
export const depositBonusesQuery = (currency: string) => ({
  // 'bonus' first: the bonus channels' messages refresh it.
  queryKey: ['bonus', 'deposit-offers', currency],
  queryFn: () => call(bonusApi.listDepositBonuses, { query: { currency, amount: 0 } }),
});

/** The bonuses a deposit in `currency` may take now (bonusApi.listDepositBonuses). */
export function useDepositBonuses(currency: string) {
  const { status } = useSession();
  return useQuery({ ...depositBonusesQuery(currency), enabled: status === 'player' });
}

/**
 * A code typed in the deposit modal, checked as a deposit code (trigger 3, spec 9.10): an applied
 * one (status 1) joins the deposit's offers, so the offers refresh; a refused one (3, 4) is
 * announced by the bonus-code channel's alert.
 */
export function useApplyDepositCode(currency: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (bonusCode: string) =>
      call(bonusApi.applyBonusCode, {
        body: { bonusCode, trigger: BONUS_CODE_TRIGGER.deposit },
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: depositBonusesQuery(currency).queryKey }),
  });
}

/** The session value `depositBonusData` (docs/product/entities.md): the bonus code chosen. */
const STORAGE_KEY = 'depositBonusData';

function stored(): string | null {
  try {
    return sessionStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

/**
 * The deposit's bonus choice, kept for the session: an offer's `bonusCode`, '' for no bonus,
 * null while the player has not chosen (the first offer is taken then).
 */
export function useDepositBonusChoice() {
  const [choice, setChoice] = useState<string | null>(stored);
  return {
    choice,
    choose(code: string) {
      setChoice(code);
      try {
        sessionStorage.setItem(STORAGE_KEY, code);
      } catch {
        // Private mode: kept for this modal only.
      }
    },
  };
}

/**
 * The offer to send: the player's choice while on offer, else the first offer (the welcome
 * step); where the player's jurisdiction makes bonuses opt-in (issue 32), none until they pick.
 */
export function chosenBonusCode(
  choice: string | null,
  offers: { bonusCode: string }[],
  isOptIn = false,
): string {
  if (choice === '' || offers.some((o) => o.bonusCode === choice)) return choice as string;
  return isOptIn ? '' : (offers[0]?.bonusCode ?? '');
}

/** The deposit's bonus: the offers for `currency`, the one to send, and the player's choice. */
export function useDepositBonus(currency: string) {
  const { data } = useDepositBonuses(currency);
  const offers = data?.items ?? [];
  const { choice, choose } = useDepositBonusChoice();
  return { offers, bonusCode: chosenBonusCode(choice, offers, data?.isOptIn), choose };
}
export type DepositBonusState = ReturnType<typeof useDepositBonus>;
