import { Modal } from '../../components/ui/modal';
import { Skeleton } from '../../components/ui/skeleton';
import { useT } from '../../lib/site';
import { useModal } from './modal-query';

/** `?wallet=deposit|withdraw`: players only (spec 6); the payment methods come with the wallet issue. */
export default function WalletModal({ value }: { value: string }) {
  const t = useT();
  const { open, close } = useModal();
  const tab = value === 'withdraw' ? 'withdraw' : 'deposit';
  return (
    <Modal title={t('account.walletTitle')} onClose={close} closeLabel={t('common.close')}>
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
        <p className="muted" role="status">
          {t('account.walletSoon')}
        </p>
        {[1, 2, 3].map((i) => (
          <Skeleton key={i} height={56} />
        ))}
      </div>
    </Modal>
  );
}
