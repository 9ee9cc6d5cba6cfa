import { walletApi } from '@casino/contracts/api';
import { CreditCard } from 'lucide-react';
import { useState } from 'react';
import { FormError } from '../../components/ui/form-error';
import { Modal } from '../../components/ui/modal';
import { Skeleton } from '../../components/ui/skeleton';
import { call } from '../../lib/api';
import { useModal } from '../../lib/modal-query';
import { currencyName } from '../../lib/money/currency-name';
import { useCurrencyMap } from '../../lib/reference-data';
import { useSite, useT } from '../../lib/site';
import { useAccountActions, useAccounts } from './use-wallet-accounts';

/**
 * `?fiat` (the fiat modal): a player on a crypto account pays with a card instead. Each fiat
 * currency is offered; choosing one makes its account the active one (adding it when the player
 * has none) and opens the deposit in it.
 */
export default function FiatModal() {
  const t = useT();
  const { locale } = useSite();
  const { open, close } = useModal();
  const { data: accounts } = useAccounts();
  const { data: currencies } = useCurrencyMap();
  const { switchTo } = useAccountActions();
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const fiat = currencies
    ? [...currencies.values()].filter((c) => c.type === 'fiat' && c.isVisible)
    : null;

  const choose = async (code: string) => {
    setBusy(code);
    setError(null);
    try {
      const account =
        accounts?.find((a) => a.currency === code) ??
        (await call(walletApi.addAccount, { body: { currency: code } }));
      await switchTo.mutateAsync(account.id);
      await open('wallet', 'deposit');
    } catch (e) {
      setError((e as Error).message);
      setBusy(null);
    }
  };

  return (
    <Modal title={t('contract.fiatTitle')} onClose={close} closeLabel={t('common.close')}>
      <div className="form" data-testid="fiat-modal">
        <p className="muted">{t('contract.fiatText')}</p>
        <FormError message={error} />
        {!fiat || !accounts ? (
          <Skeleton height={120} />
        ) : fiat.length === 0 ? (
          <p className="muted">{t('contract.fiatNone')}</p>
        ) : (
          <ul className="fiat-list">
            {fiat.map((currency) => (
              <li key={currency.code}>
                <button
                  type="button"
                  className="fiat-list__item"
                  disabled={busy !== null}
                  aria-busy={busy === currency.code || undefined}
                  onClick={() => void choose(currency.code)}
                >
                  <CreditCard size={18} aria-hidden="true" />
                  <span className="fiat-list__name">
                    <strong>{t('contract.fiatChoose', { currency: currency.code })}</strong>
                    <span className="muted">{currencyName(locale, currency)}</span>
                  </span>
                  {busy === currency.code ? <span className="spinner" aria-hidden="true" /> : null}
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </Modal>
  );
}
