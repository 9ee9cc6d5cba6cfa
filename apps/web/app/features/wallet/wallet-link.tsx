import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { AppLink } from '../../components/ui/app-link';
import { modalSearch, useOpenModal } from '../../lib/modal-query';
import { useT } from '../../lib/site';
import { whenMainThreadIdle } from '../../lib/when-idle';
import { depositBonusesQuery } from './use-deposit-bonuses';
import { paymentMethodsQuery, useActiveAccount } from './use-payment-methods';

/**
 * The wallet button (docs/product/states.md#wallet): disabled while the payment methods and the
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
  const currency = useActiveAccount()?.currency;
  const [isLoading, setLoading] = useState(false);
  const methodsQuery = paymentMethodsQuery(
    value === 'deposit' ? 'deposit' : 'withdrawal',
    currency,
  );
  const offersQuery = value === 'deposit' && currency ? depositBonusesQuery(currency) : null;
  const isLoaded = () =>
    client.getQueryData(methodsQuery.queryKey) !== undefined &&
    (!offersQuery || client.getQueryData(offersQuery.queryKey) !== undefined);
  const load = () =>
    Promise.allSettled([
      preload?.(),
      ...(currency ? [client.prefetchQuery(methodsQuery)] : []),
      ...(offersQuery ? [client.prefetchQuery(offersQuery)] : []),
    ]);
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
        if (isLoaded() || !currency) {
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
