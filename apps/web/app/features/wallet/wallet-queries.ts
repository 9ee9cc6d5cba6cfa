import type { Account, Currency, Invoice } from '@casino/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../session/api-client';
import { useSession } from '../session/session-store';

export const walletKeys = {
  accounts: ['wallet', 'accounts'] as const,
  invoices: (query: string) => ['payment', 'invoices', query] as const,
  currencies: ['settings', 'currencies'] as const,
};

/** The player's accounts (spec 7 GET /api/wallet/accounts), loaded once signed in. */
export function useAccounts() {
  const { status } = useSession();
  return useQuery({
    queryKey: walletKeys.accounts,
    queryFn: () =>
      api<{ items: Account[] }>('/api/wallet/accounts', { auth: true }).then((r) => r.items),
    enabled: status === 'player',
  });
}

/** Every enabled currency with its unit and rate, by code. */
export function useCurrencyMap() {
  return useQuery({
    queryKey: walletKeys.currencies,
    queryFn: () =>
      api<{ items: Currency[] }>('/api/settings/currencies').then(
        (r) => new Map(r.items.map((c) => [c.code, c])),
      ),
    staleTime: 5 * 60_000,
  });
}

/** Add a currency account, switch the active one, or hide one; the list refreshes after. */
export function useAccountActions() {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: walletKeys.accounts });
  const add = useMutation({
    mutationFn: (currency: string) =>
      api<Account>('/api/wallet/accounts', { method: 'POST', body: { currency }, auth: true }),
    onSuccess: refresh,
  });
  const switchTo = useMutation({
    mutationFn: (id: string) =>
      api(`/api/wallet/accounts/${id}/switch`, { method: 'PUT', auth: true }),
    onSuccess: refresh,
  });
  const hide = useMutation({
    mutationFn: (id: string) =>
      api(`/api/wallet/accounts/${id}/hide`, { method: 'PUT', auth: true }),
    onSuccess: refresh,
  });
  return { add, switchTo, hide };
}

export function useInvoices(query: string) {
  const { status } = useSession();
  return useQuery({
    queryKey: walletKeys.invoices(query),
    queryFn: () =>
      api<{ items: Invoice[]; total: number; page: number; perPage: number }>(
        `/api/payment/invoices?${query}`,
        { auth: true },
      ),
    enabled: status === 'player',
  });
}
