import { walletApi } from '@casino/contracts/api';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../lib/api';
import { walletKeys } from '../../lib/query-keys';
import { useSession } from '../../lib/session/session-store';

export { walletKeys };

/**
 * The player's accounts (docs/product/api-calls.md, walletApi.listAccounts), loaded once signed in.
 */
export const accountsQuery = {
  queryKey: walletKeys.accounts,
  queryFn: () => call(walletApi.listAccounts).then((r) => r.items),
};

export function useAccounts() {
  const { status } = useSession();
  return useQuery({ ...accountsQuery, enabled: status === 'player' });
}

/** Add a currency account, switch the active one, or hide one; the list refreshes after. */
export function useAccountActions() {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: walletKeys.accounts });
  const add = useMutation({
    mutationFn: (currency: string) => call(walletApi.addAccount, { body: { currency } }),
    onSuccess: refresh,
  });
  const switchTo = useMutation({
    mutationFn: (id: string) => call(walletApi.switchAccount, { params: { id } }),
    onSuccess: refresh,
  });
  const hide = useMutation({
    mutationFn: (id: string) => call(walletApi.hideAccount, { params: { id } }),
    onSuccess: refresh,
  });
  return { add, switchTo, hide };
}
