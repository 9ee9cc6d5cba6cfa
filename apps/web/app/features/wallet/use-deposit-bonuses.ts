import { bonusApi } from '@casino/contracts/api';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { call } from '../../lib/api';
import { useSession } from '../../lib/session/session-store';

/** The deposit offers query of a currency (shared by the deposit pane and the wallet button). */
export const depositBonusesQuery = (currency: string) => ({
  // 'bonus' first: the bonus channels' messages refresh it.
  queryKey: ['bonus', 'deposit-offers', currency],
  queryFn: () =>
    call(bonusApi.listDepositBonuses, { query: { currency, amount: 0 } }).then((r) => r.items),
});

/** The bonuses a deposit in `currency` may take now (bonusApi.listDepositBonuses). */
export function useDepositBonuses(currency: string) {
  const { status } = useSession();
  return useQuery({ ...depositBonusesQuery(currency), enabled: status === 'player' });
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

/** The offer to send: the player's choice while on offer, else the first offer (the welcome step). */
export function chosenBonusCode(choice: string | null, offers: { bonusCode: string }[]): string {
  return choice === '' || offers.some((o) => o.bonusCode === choice)
    ? (choice as string)
    : (offers[0]?.bonusCode ?? '');
}

/** The deposit's bonus: the offers for `currency`, the one to send, and the player's choice. */
export function useDepositBonus(currency: string) {
  const { data: offers = [] } = useDepositBonuses(currency);
  const { choice, choose } = useDepositBonusChoice();
  return { offers, bonusCode: chosenBonusCode(choice, offers), choose };
}
export type DepositBonusState = ReturnType<typeof useDepositBonus>;
