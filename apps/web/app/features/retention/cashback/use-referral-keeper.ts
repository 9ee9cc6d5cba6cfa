import { useEffect } from 'react';
import { useSession } from '../../../lib/session/session-store';

const REF_KEY = 'casino.ref';

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/**
 * Keeps the `?ref=CODE` a visitor arrived with through registration (local storage), then names
 * it once the new player is signed in. The server refuses it for accounts older than a week or
 * from the referrer's own address or device; the code is dropped either way.
 */
export function useReferralKeeper() {
  const { status } = useSession();
  useEffect(() => {
    const ref = new URLSearchParams(window.location.search).get('ref');
    const isCode = ref !== null && /^[A-Za-z0-9]{4,32}$/.test(ref);
    // A guest who arrived without a code has nothing to keep: local storage (whose first use
    // costs the page a synchronous open) is not touched during the first load (issue 28, TBT).
    if (!isCode && status !== 'player') return;
    const store = storage();
    if (!store) return;
    if (isCode) store.setItem(REF_KEY, ref.toUpperCase());
    const code = store.getItem(REF_KEY);
    if (status !== 'player' || !code) return;
    store.removeItem(REF_KEY);
    // The claim's code loads only for the rare player who arrived with a code (issue 28's budget).
    void import('./claim-referral').then((m) => m.claimReferral(store, code));
  }, [status]);
}
