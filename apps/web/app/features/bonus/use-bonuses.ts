import { bonusApi } from '@casino/contracts/api';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../lib/api';
import { walletKeys } from '../../lib/query-keys';
import { useSession } from '../../lib/session/session-store';

/** Every bonus query starts with 'bonus': the bonus channels' messages refresh them all. */
export const bonusKeys = {
  list: ['bonus', 'player-bonuses'] as const,
  freespins: ['bonus', 'player-freespins'] as const,
  freespinHistory: ['bonus', 'player-freespins', 'all'] as const,
};

/** The player's bonuses, all statuses, newest first (bonusApi.listPlayerBonuses). */
export function usePlayerBonuses() {
  const { status } = useSession();
  return useQuery({
    queryKey: bonusKeys.list,
    queryFn: () => call(bonusApi.listPlayerBonuses, { query: {} }).then((r) => r.items),
    enabled: status === 'player',
  });
}

/** Free spins with status 1 or 2 (bonusApi.listPlayerFreespins). */
export function usePlayerFreespins() {
  const { status } = useSession();
  return useQuery({
    queryKey: bonusKeys.freespins,
    queryFn: () =>
      call(bonusApi.listPlayerFreespins, { query: { status: [1, 2] } }).then((r) => r.items),
    enabled: status === 'player',
  });
}

/** Every free spins of the player, all statuses (the history's bonuses tab). */
export function useFreespinHistory() {
  const { status } = useSession();
  return useQuery({
    queryKey: bonusKeys.freespinHistory,
    queryFn: () => call(bonusApi.listPlayerFreespins, { query: {} }).then((r) => r.items),
    enabled: status === 'player',
  });
}

/** Activate or cancel a bonus, enter a code; bonuses and balances refresh after. */
export function useBonusActions() {
  const client = useQueryClient();
  const refresh = () => {
    void client.invalidateQueries({ queryKey: ['bonus'] });
    void client.invalidateQueries({ queryKey: walletKeys.accounts });
  };
  const activate = useMutation({
    mutationFn: (id: string) => call(bonusApi.activatePlayerBonus, { params: { id } }),
    onSuccess: refresh,
  });
  const cancel = useMutation({
    mutationFn: (id: string) => call(bonusApi.cancelPlayerBonus, { params: { id } }),
    onSuccess: refresh,
  });
  const applyCode = useMutation({
    mutationFn: (bonusCode: string) =>
      call(bonusApi.applyBonusCode, { body: { bonusCode, trigger: 2 } }),
    onSuccess: refresh,
  });
  const activateFreespins = useMutation({
    mutationFn: (id: string) => call(bonusApi.activatePlayerFreespins, { params: { id } }),
    onSuccess: refresh,
  });
  const cancelFreespins = useMutation({
    mutationFn: (id: string) => call(bonusApi.cancelPlayerFreespins, { params: { id } }),
    onSuccess: refresh,
  });
  return { activate, cancel, applyCode, activateFreespins, cancelFreespins };
}
