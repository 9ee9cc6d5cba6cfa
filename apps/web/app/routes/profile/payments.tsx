import { InvoiceTable } from '../../features/wallet/invoice-table';
import { SavedMethods } from '../../features/wallet/saved-methods';
import { useT } from '../../lib/site';

export default function ProfilePayments() {
  const t = useT();
  return (
    <div className="account-stack">
      <InvoiceTable title={t('wallet.history')} />
      <SavedMethods />
    </div>
  );
}
