import { ACCOUNT_STATUS } from '@casino/contracts/enums';
import { equivalent } from '@casino/contracts/money';
import { ArrowDownToLine, ArrowUpFromLine, Check, ChevronDown, EyeOff, Plus } from 'lucide-react';
import { useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { AppLink } from '../../components/ui/app-link';
import { buttonClass } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { modalSearch } from '../../lib/modal-query';
import { useMoneyPreferences } from '../../lib/money/use-money';
import { useCurrencyMap } from '../../lib/reference-data';
import { useT } from '../../lib/site';
import { useDismiss } from '../../lib/use-dismiss';
import { BalanceSplit } from './balance-split';
import { useAccountActions, useAccounts } from './use-wallet-accounts';

/**
 * The balance pill and the currency navigation panel
 * (docs/product/routes-and-modals.md#navigation-panels): every account with its balance, switch,
 * hide and add, and the total in an equivalent currency saved on the device.
 */
export function BalancePanel() {
  const t = useT();
  const { data: accounts } = useAccounts();
  const { data: currencies } = useCurrencyMap();
  const { add, switchTo, hide } = useAccountActions();
  const prefs = useMoneyPreferences();
  const [isOpen, setOpen] = useState(false);
  const [params] = useSearchParams();
  const rootRef = useRef<HTMLDivElement>(null);
  useDismiss(rootRef, isOpen, () => setOpen(false));

  if (!accounts || !currencies)
    return <Skeleton width={120} height={36} style={{ borderRadius: 'var(--radius-pill)' }} />;
  const active = accounts.find((a) => a.status === ACCOUNT_STATUS.active) ?? accounts[0];
  const target =
    currencies.get(prefs.equivalentCurrency ?? '') ??
    [...currencies.values()].find((c) => c.isBase);
  // Real and bonus money are totalled apart, as every balance is shown.
  const totalOf = (part: 'realBalance' | 'bonusBalance') =>
    target
      ? accounts.reduce((sum, a) => {
          const from = currencies.get(a.currency);
          return from
            ? sum +
                equivalent(a[part], { ...from, rate: from.rate.rate }, { rate: target.rate.rate })
            : sum;
        }, 0)
      : 0;
  const total = totalOf('realBalance');
  const bonusTotal = totalOf('bonusBalance');
  const missing = [...currencies.values()].filter(
    (c) => c.isVisible && !accounts.some((a) => a.currency === c.code),
  );

  return (
    <div className="lang" ref={rootRef}>
      <button
        type="button"
        className="balance-pill tabular"
        aria-haspopup="true"
        aria-expanded={isOpen}
        onClick={() => setOpen(!isOpen)}
        data-testid="balance-pill"
      >
        <span aria-live="polite">{active ? <BalanceSplit account={active} isStacked /> : '—'}</span>
        <ChevronDown size={16} aria-hidden="true" />
      </button>
      {isOpen ? (
        <div className="lang__menu balance-panel" data-testid="currency-panel">
          <p className="balance-panel__label">{t('wallet.accounts')}</p>
          <ul className="balance-panel__list">
            {accounts.map((account) => (
              <li key={account.id} className="balance-panel__row">
                <button
                  type="button"
                  className="lang__item lang__item--button"
                  aria-current={account.id === active?.id ? 'true' : undefined}
                  onClick={() => switchTo.mutate(account.id)}
                >
                  <span className="balance-panel__code">{account.currency}</span>
                  <span className="tabular">
                    <BalanceSplit account={account} />
                  </span>
                  {account.id === active?.id ? <Check size={16} aria-hidden="true" /> : null}
                </button>
                {account.id !== active?.id && account.balance === 0 ? (
                  <button
                    type="button"
                    className="btn btn--ghost btn--icon btn--sm"
                    aria-label={t('wallet.hide', { currency: account.currency })}
                    onClick={() => hide.mutate(account.id)}
                  >
                    <EyeOff size={14} aria-hidden="true" />
                  </button>
                ) : null}
              </li>
            ))}
          </ul>
          {missing.length ? (
            <>
              <p className="balance-panel__label">{t('wallet.addCurrency')}</p>
              <div className="balance-panel__add">
                {missing.map((c) => (
                  <button
                    key={c.code}
                    type="button"
                    className="chip"
                    onClick={() => add.mutate(c.code)}
                    disabled={add.isPending}
                  >
                    <Plus size={14} aria-hidden="true" /> {c.code}
                  </button>
                ))}
              </div>
            </>
          ) : null}
          <div className="balance-panel__total">
            <label>
              {t('wallet.total')}{' '}
              <select
                value={target?.code ?? ''}
                onChange={(e) => prefs.setEquivalentCurrency(e.target.value)}
                aria-label={t('wallet.equivalent')}
              >
                {[...currencies.values()]
                  .filter((c) => c.type === 'fiat')
                  .map((c) => (
                    <option key={c.code} value={c.code}>
                      {c.code}
                    </option>
                  ))}
              </select>
            </label>
            <strong className="tabular">
              {target ? (
                <BalanceSplit
                  account={{
                    currency: target.code,
                    realBalance: Math.round(total * target.subunitToUnit),
                    bonusBalance: Math.round(bonusTotal * target.subunitToUnit),
                  }}
                  isStacked
                />
              ) : (
                '—'
              )}
            </strong>
          </div>
          <label className="checkbox" style={{ padding: 'var(--space-2) var(--space-3)' }}>
            <input
              type="checkbox"
              checked={prefs.inMilli}
              onChange={(e) => prefs.setInMilli(e.target.checked)}
            />
            <span>{t('wallet.milli')}</span>
          </label>
          <div className="balance-panel__actions">
            <AppLink
              to={modalSearch(params, { key: 'wallet', value: 'deposit' })}
              className={buttonClass('primary', 'sm')}
              onClick={() => setOpen(false)}
              data-testid="panel-deposit"
            >
              <ArrowDownToLine size={16} aria-hidden="true" /> {t('account.deposit')}
            </AppLink>
            <AppLink
              to={modalSearch(params, { key: 'wallet', value: 'withdraw' })}
              className={buttonClass('secondary', 'sm')}
              onClick={() => setOpen(false)}
              data-testid="panel-withdraw"
            >
              <ArrowUpFromLine size={16} aria-hidden="true" /> {t('account.withdraw')}
            </AppLink>
          </div>
        </div>
      ) : null}
    </div>
  );
}
