import { type Db, paymentSavedMethods } from '@casino/db';
import { eq } from 'drizzle-orm';

/**
 * The fingerprints of the payment methods a player paid with (cards, wallets): referrals
 * (issue 33) refuse a friend who pays with the referrer's own method.
 */
export async function paymentFingerprintsOf(db: Db, playerId: string): Promise<Set<string>> {
  const rows = await db
    .select({ method: paymentSavedMethods.method, fingerprint: paymentSavedMethods.fingerprint })
    .from(paymentSavedMethods)
    .where(eq(paymentSavedMethods.playerId, playerId));
  return new Set(rows.map((r) => `${r.method}:${r.fingerprint}`));
}
