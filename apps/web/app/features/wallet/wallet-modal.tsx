import type { Account } from '@casino/contracts';
import { INVOICE_STATUS } from '@casino/contracts/enums';
import { useQueryClient } from '@tanstack/react-query';
import { Gamepad2 } from 'lucide-react';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { AppLink, useLocalePath } from '../../components/ui/app-link';
import { buttonClass } from '../../components/ui/button';
import { useAskBeforeClose } from '../../components/ui/confirm-modal';
import { Modal } from '../../components/ui/modal';
import { Skeleton } from '../../components/ui/skeleton';
import { useModal, useModalParams } from '../../lib/modal-query';
import { useFormatMoney } from '../../lib/money/use-money';
import { useCurrencyMap } from '../../lib/reference-data';
import { clearReturnGame, useReturnGame } from '../../lib/return-game';
import { useAlertText, useT } from '../../lib/site';
import { DepositPane } from './deposit-pane';
import { useInvoices } from './use-invoices';
import { useActiveAccount } from './use-payment-methods';
import { walletKeys } from './use-wallet-accounts';
import { WithdrawPane } from './withdraw-pane';

/**
 * `?wallet=deposit|withdraw`: players only (docs/product/roles.md#guest); `&invoice=` shows a
 * returning payment's result.
 */
export default function WalletModal({ value }: { value: string }) {
  const t = useT();
  const { open, close } = useModal();
  const params = useModalParams();
  const account = useActiveAccount();
  const { data: currencies } = useCurrencyMap();
  const currency = account ? currencies?.get(account.currency) : undefined;
  const tab = value === 'withdraw' ? 'withdraw' : 'deposit';
  const invoiceId = params.get('invoice');
  // cancelDeposit: closing a deposit the player has started (an amount typed) asks first.
  const leave = useAskBeforeClose(close, {
    title: t('contract.cancelDepositTitle'),
    text: t('contract.cancelDepositText'),
    confirmLabel: t('contract.cancelDepositLeave'),
    cancelLabel: t('contract.cancelDepositStay'),
    closeLabel: t('common.close'),
    testId: 'cancel-deposit',
  });
  return (
    <>
      {leave.question}
      <Modal
        title={t('account.walletTitle')}
        onClose={leave.onClose}
        closeLabel={t('common.close')}
      >
        <div className="form">
          <div className="tabs" role="tablist">
            {(['deposit', 'withdraw'] as const).map((kind) => (
              <button
                key={kind}
                type="button"
                role="tab"
                className="chip"
                aria-selected={tab === kind}
                onClick={() => open('wallet', kind)}
              >
                {t(`account.${kind}`)}
              </button>
            ))}
          </div>
          {account ? <WalletBalances account={account} /> : null}
          {invoiceId ? <InvoiceResult id={invoiceId} /> : null}
          <ReturnGameLink />
          {!account || !currency ? (
            <Skeleton height={160} />
          ) : tab === 'deposit' ? (
            <DepositPane currency={currency} startedRef={leave.startedRef} />
          ) : (
            <WithdrawPane currency={currency} account={account} />
          )}
        </div>
      </Modal>
    </>
  );
}

/** Real money and bonus money side by side at the top of the wallet (bonus only when held). */
function WalletBalances({ account }: { account: Account }) {
  const t = useT();
  const format = useFormatMoney();
  return (
    <dl className="wallet-balances tabular" data-testid="wallet-balances">
      <div>
        <dt>{t('wallet.realBalance')}</dt>
        <dd data-testid="wallet-real">{format(account.realBalance, account.currency)}</dd>
      </div>
      {account.bonusBalance > 0 ? (
        <div className="wallet-balances__bonus">
          <dt>{t('wallet.bonusBalance')}</dt>
          <dd data-testid="wallet-bonus">{format(account.bonusBalance, account.currency)}</dd>
        </div>
      ) : null}
    </dl>
  );
}

/** The return-game state: back to the game the player left for the wallet (real money). */
function ReturnGameLink() {
  const t = useT();
  const game = useReturnGame();
  const { pathname } = useLocation();
  const localePath = useLocalePath();
  if (!game || localePath(game.path.split('?')[0] ?? '') === pathname) return null;
  return (
    <AppLink
      to={game.path}
      className={`${buttonClass('secondary')} return-game`}
      onClick={clearReturnGame}
      data-testid="return-game"
    >
      <Gamepad2 size={16} aria-hidden="true" />
      <span>{t('contract.returnGame', { game: game.name })}</span>
    </AppLink>
  );
}

/** The outcome of a deposit the player just returned from (polled until it settles). */
function InvoiceResult({ id }: { id: string }) {
  const t = useT();
  const alert = useAlertText();
  const format = useFormatMoney();
  const client = useQueryClient();
  const { data, refetch } = useInvoices('type=deposit&page=1&perPage=20');
  const invoice = data?.items.find((i) => i.id === id);
  const isSettled =
    invoice &&
    invoice.status !== INVOICE_STATUS.pending &&
    invoice.status !== INVOICE_STATUS.created;
  useEffect(() => {
    if (isSettled) {
      void client.invalidateQueries({ queryKey: walletKeys.accounts });
      // A paid card is now a saved method the withdraw tab offers.
      void client.invalidateQueries({ queryKey: ['payment', 'saved-methods'] });
      return;
    }
    const timer = setInterval(() => void refetch(), 1500);
    return () => clearInterval(timer);
  }, [isSettled, refetch, client]);
  if (!invoice) return null;
  const amount = format(invoice.amount, invoice.currency);
  // Settled outcomes are the content store's alerts (docs/product/errors.md#alerts); waiting is a
  // UI string.
  const [text, className] =
    invoice.status === INVOICE_STATUS.success
      ? [alert('wallet.depositSuccess', { amount }).text, 'form__note']
      : isSettled
        ? [alert('wallet.depositError', { amount }).text, 'form__error']
        : [t('wallet.invoicePending', { amount }), 'summary'];
  return (
    <p className={className} role="status" data-testid="invoice-result">
      {text}
    </p>
  );
}
