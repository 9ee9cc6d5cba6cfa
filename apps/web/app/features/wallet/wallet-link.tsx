import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { AppLink } from '../../components/ui/app-link';
import { modalSearch, useOpenModal } from '../../lib/modal-query';
import { useT } from '../../lib/site';
import { whenMainThreadIdle } from '../../lib/when-idle';
import { depositBonusesQuery } from './use-deposit-bonuses';
import { activeAccountOf, paymentMethodsQuery } from './use-payment-methods';
import { accountsQuery, useAccounts } from './use-wallet-accounts';

/**
 * The wallet button (docs/product/states.md#wallet-button): disabled while the payment methods and the
 * deposit bonuses load, then the wallet opens with them in place (no skeleton). A plain link to
 * `?wallet=…`, so before hydration the server opens the wallet; loading starts on intent.
 */
export function WalletLink({
  value,
  className,
  children,
  testId,
  label,
  onOpen,
  preload,
  isWarmedWhenIdle = false,
}: {
  value: 'deposit' | 'withdraw';
  className: string;
  children: ReactNode;
  testId?: string;
  label?: string;
  onOpen?: () => void;
  /** Loads the wallet modal's code (the host's), awaited with the data. */
  preload?: () => Promise<unknown>;
  /**
   * Loads the code and the data as soon as the page is idle (the header's Deposit button), so a
   * tap opens the wallet at once instead of after two API calls.
   */
  isWarmedWhenIdle?: boolean;
}) {
  const t = useT();
  const client = useQueryClient();
  const [params] = useSearchParams();
  const open = useOpenModal();
  const accounts = useAccounts();
  const currency = activeAccountOf(accounts.data)?.currency;
  // A tap right after sign-in or hydration, before the accounts are in: they are awaited too.
  const isAccountsLoading = !accounts.data && accounts.fetchStatus === 'fetching';
  const [isLoading, setLoading] = useState(false);
  const kind = value === 'deposit' ? 'deposit' : 'withdrawal';
  const keysFor = (c: string) => [
    paymentMethodsQuery(kind, c).queryKey,
    ...(value === 'deposit' ? [depositBonusesQuery(c).queryKey] : []),
  ];
  const isLoaded = () =>
    !!currency && keysFor(currency).every((key) => client.getQueryData(key) !== undefined);
  const load = async () => {
    const known =
      currency ??
      (isAccountsLoading
        ? activeAccountOf(await client.ensureQueryData(accountsQuery).catch(() => undefined))
            ?.currency
        : undefined);
    await Promise.allSettled([
      preload?.(),
      ...(known ? [client.prefetchQuery(paymentMethodsQuery(kind, known))] : []),
      ...(known && value === 'deposit' ? [client.prefetchQuery(depositBonusesQuery(known))] : []),
    ]);
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per account currency; `load` reads the same
  useEffect(() => {
    if (!isWarmedWhenIdle || !currency) return;
    return whenMainThreadIdle(() => void load());
  }, [isWarmedWhenIdle, currency]);
  return (
    <AppLink
      to={modalSearch(params, { key: 'wallet', value })}
      className={isLoading ? `${className} is-loading` : className}
      preventScrollReset
      aria-disabled={isLoading || undefined}
      aria-label={isLoading ? t('contract.walletLoading') : label}
      data-testid={testId}
      // The modal host opens modal links at the tap; this one opens once its data is in.
      data-gated=""
      onPointerDown={() => void load()}
      onClick={(event) => {
        event.preventDefault();
        if (isLoading) return;
        if (isLoaded() || (!currency && !isAccountsLoading)) {
          onOpen?.();
          void open('wallet', value);
          return;
        }
        setLoading(true);
        void load().then(() => {
          setLoading(false);
          onOpen?.();
          void open('wallet', value);
        });
      }}
    >
      {isLoading ? <span className="spinner" aria-hidden="true" /> : null}
      {children}
    </AppLink>
  );
}
