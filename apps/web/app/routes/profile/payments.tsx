import { InvoiceTable } from '../../features/wallet/invoice-table';
import { useT } from '../../lib/site';

export default function ProfilePayments() {
  const t = useT();
  return <InvoiceTable title={t('wallet.history')} />;
}
