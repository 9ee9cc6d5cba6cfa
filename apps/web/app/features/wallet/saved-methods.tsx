import { paymentApi } from '@casino/contracts/api';
import { useQuery } from '@tanstack/react-query';
import { CreditCard } from 'lucide-react';
import { call } from '../../lib/api';
import { useSession } from '../../lib/session/session-store';
import { useT } from '../../lib/site';

/** Payment methods the player used before (spec 7, paymentApi.listSavedMethods), masked. */
export function SavedMethods() {
  const t = useT();
  const { status } = useSession();
  const { data } = useQuery({
    queryKey: ['payment', 'saved-methods'],
    queryFn: () => call(paymentApi.listSavedMethods).then((r) => r.items),
    enabled: status === 'player',
  });
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
