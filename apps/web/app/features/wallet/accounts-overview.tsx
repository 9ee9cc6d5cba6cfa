import { ACCOUNT_STATUS } from '@casino/contracts/enums';
import { Plus } from 'lucide-react';
import { SectionSkeleton } from '../../components/layout/section-skeleton';
import { Button } from '../../components/ui/button';
import { useOpenModal } from '../../lib/modal-query';
import { useCurrencyName } from '../../lib/money/currency-name';
import { useFormatMoney } from '../../lib/money/use-money';
import { useCurrencyMap } from '../../lib/reference-data';
import { useT } from '../../lib/site';
import { useAccountActions, useAccounts } from './use-wallet-accounts';

/** /profile/wallet: every account with real, bonus, reserved and withdrawable money. */
export function AccountsOverview() {
  const t = useT();
  const format = useFormatMoney();
  const open = useOpenModal();
  const { data: accounts } = useAccounts();
  const { data: currencies } = useCurrencyMap();
  const { add, switchTo } = useAccountActions();
  const currencyName = useCurrencyName();
  if (!accounts || !currencies) return <SectionSkeleton title={t('profile.wallet')} />;
  const currencyLabel = (code: string) => {
    const currency = currencies.get(code);
    return currency ? currencyName(currency) : code;
  };
  const missing = [...currencies.values()].filter(
    (c) => c.isVisible && !accounts.some((a) => a.currency === c.code),
  );
  return (
    <div className="account-stack">
      <div className="wallet-grid">
        {accounts.map((account) => {
          const isActive = account.status === ACCOUNT_STATUS.active;
          const rows: [string, number][] = [
            [t('wallet.realBalance'), account.realBalance],
            [t('wallet.bonusBalance'), account.bonusBalance],
            [t('wallet.lockedBalance'), account.lockedBalance],
            [t('wallet.withdrawable'), account.withdrawalBalance],
            ...(account.heldBalance > 0
              ? [[t('wallet.heldBalance'), account.heldBalance] as [string, number]]
              : []),
          ];
          return (
            <section
              key={account.id}
              className="card wallet-card"
              data-active={isActive}
              aria-label={account.currency}
            >
              <div className="section-head">
                <h2>{currencyLabel(account.currency)}</h2>
                {isActive ? <span className="chip">{t('wallet.active')}</span> : null}
              </div>
              <p className="wallet-card__balance tabular">
                {format(account.balance, account.currency)}
              </p>
              <dl className="summary tabular">
                {rows.map(([label, value]) => (
                  <div key={label}>
                    <dt>{label}</dt>
                    <dd>{format(value, account.currency)}</dd>
                  </div>
                ))}
              </dl>
              {account.heldBalance > 0 ? (
                <div className="wallet-card__held" role="note" data-testid="held-note">
                  <p>
                    {t('wallet.heldNote', {
                      amount: format(account.heldBalance, account.currency),
                    })}
                  </p>
                  <Button
                    size="sm"
                    onClick={() => open('wallet', 'withdraw', { from: 'held' })}
                    data-testid="withdraw-held"
                  >
                    {t('wallet.withdrawHeld')}
                  </Button>
                </div>
              ) : null}
              <div className="tabs">
                {isActive ? (
                  <>
                    <Button variant="primary" size="sm" onClick={() => open('wallet', 'deposit')}>
                      {t('account.deposit')}
                    </Button>
                    <Button size="sm" onClick={() => open('wallet', 'withdraw')}>
                      {t('account.withdraw')}
                    </Button>
                  </>
                ) : (
                  <Button size="sm" onClick={() => switchTo.mutate(account.id)}>
                    {t('wallet.makeActive')}
                  </Button>
                )}
              </div>
            </section>
          );
        })}
      </div>
      {missing.length ? (
        <section className="card form" aria-labelledby="add-currency">
          <h2 id="add-currency">{t('wallet.addCurrency')}</h2>
          <div className="tabs">
            {missing.map((c) => (
              <Button
                key={c.code}
                size="sm"
                onClick={() => add.mutate(c.code)}
                isLoading={add.isPending && add.variables === c.code}
                data-testid={`add-${c.code}`}
              >
                <Plus size={14} aria-hidden="true" /> {c.code} · {currencyName(c)}
              </Button>
            ))}
          </div>
        </section>
      ) : null}
    </div>
  );
}
