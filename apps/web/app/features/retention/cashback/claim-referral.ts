import { retentionCashbackApi } from '@casino/contracts/api';
import { call } from '../../../lib/api';

const DEVICE_KEY = 'casino.device';

/** This browser's id (compared with the referrer's other friends' to refuse one-device farms). */
function deviceId(store: Storage): string {
  const known = store.getItem(DEVICE_KEY);
  if (known) return known;
  const made = crypto.randomUUID();
  store.setItem(DEVICE_KEY, made);
  return made;
}

/** Names the kept referral code for the signed-in player (loaded only when there is one). */
export function claimReferral(store: Storage, code: string) {
  return call(retentionCashbackApi.claimReferral, {
    body: { code, device: deviceId(store) },
  }).catch(() => {});
}
