import type { Invoice } from '@casino/contracts';
import type { InvoiceRow } from './repository.ts';

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
