import type { Invoice } from '@casino/contracts';
import type { InvoiceRow } from './repository.ts';

/** The decline reason of a withdrawal the player took back (shown to them as cancelled). */
export const PLAYER_CANCEL_REASON = 'declined by the player';

export function toInvoice(row: InvoiceRow): Invoice {
  return {
    id: row.id,
    number: row.number,
    playerId: row.playerId,
    type: row.type,
    amount: row.amount,
    currency: row.currency,
    status: row.status,
    method: row.method,
    fee: row.fee,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    ...(row.details.held ? { held: true } : {}),
    ...(row.type === 'withdrawal' && row.details.reason === PLAYER_CANCEL_REASON
      ? { cancelledByPlayer: true }
      : {}),
  };
}

export const invoiceUpdated = (row: InvoiceRow) =>
  ({
    type: 'payment.invoice.updated',
    playerId: row.playerId,
    invoiceId: row.id,
    invoiceType: row.type,
    status: row.status,
  }) as const;
