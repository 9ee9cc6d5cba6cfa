import { retentionCashbackApi } from '@casino/contracts/api';
import { useEffect } from 'react';
import { call } from '../../../lib/api';
import { useSession } from '../../../lib/session/session-store';

const REF_KEY = 'casino.ref';
const DEVICE_KEY = 'casino.device';

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** This browser's id (compared with the referrer's other friends' to refuse one-device farms). */
function deviceId(store: Storage): string {
  const known = store.getItem(DEVICE_KEY);
  if (known) return known;
  const made = crypto.randomUUID();
  store.setItem(DEVICE_KEY, made);
  return made;
}

/**
 * Keeps the `?ref=CODE` a visitor arrived with through registration (local storage), then names
 * it once the new player is signed in. The server refuses it for accounts older than a week or
 * from the referrer's own address or device; the code is dropped either way.
 */
export function useReferralKeeper() {
  const { status } = useSession();
  useEffect(() => {
    const store = storage();
    if (!store) return;
    const ref = new URLSearchParams(window.location.search).get('ref');
    if (ref && /^[A-Za-z0-9]{4,32}$/.test(ref)) store.setItem(REF_KEY, ref.toUpperCase());
    const code = store.getItem(REF_KEY);
    if (status !== 'player' || !code) return;
    store.removeItem(REF_KEY);
    call(retentionCashbackApi.claimReferral, {
      body: { code, device: deviceId(store) },
    }).catch(() => {});
  }, [status]);
}
