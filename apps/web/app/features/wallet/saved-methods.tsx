import { CreditCard } from 'lucide-react';
import { useT } from '../../lib/site';
import { useSavedMethods } from './use-payment-methods';

/**
 * Payment methods the player used before (docs/product/api-calls.md, paymentApi.listSavedMethods),
 * masked.
 */
export function SavedMethods() {
  const t = useT();
  const { data } = useSavedMethods();
  if (!data?.length) return null;
  return (
    <section className="card form" aria-labelledby="saved-methods">
      <h2 id="saved-methods">{t('wallet.savedMethods')}</h2>
      <ul className="session-list">
        {data.map((m) => (
          <li key={m.id} className="session-list__item">
            <CreditCard size={20} aria-hidden="true" />
            <span style={{ flex: 1 }}>{m.label}</span>
            <span className="muted">{m.currency}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
