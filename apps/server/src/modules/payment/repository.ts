import { randomBytes } from 'node:crypto';
import { INVOICE_STATUS } from '@casino/contracts';
import {
  type Db,
  paymentInvoices,
  paymentProviderEvents,
  paymentSavedMethods,
  type Tx,
} from '@casino/db';
import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  gte,
  inArray,
  isNotNull,
  isNull,
  lt,
  lte,
  type SQL,
  sql,
} from 'drizzle-orm';
import { lockKey } from '../../shared/transaction.ts';

export type InvoiceRow = typeof paymentInvoices.$inferSelect;
export type NewInvoice = typeof paymentInvoices.$inferInsert;
export type InvoiceChanges = Partial<Omit<NewInvoice, 'id' | 'playerId' | 'type' | 'createdAt'>>;

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** `D-` or `W-` and 10 random Crockford base32 characters: short enough to read out. */
export function newInvoiceNumber(type: 'deposit' | 'withdrawal'): string {
  const bytes = randomBytes(10);
  const code = [...bytes].map((b) => CROCKFORD[b % 32]).join('');
  return `${type === 'deposit' ? 'D' : 'W'}-${code}`;
}

/** The new invoice, or null when the player already used this idempotency key. */
export async function insertInvoice(db: Db, values: NewInvoice): Promise<InvoiceRow | null> {
  const [row] = await db
    .insert(paymentInvoices)
    .values(values)
    .onConflictDoNothing({ target: [paymentInvoices.playerId, paymentInvoices.idempotencyKey] })
    .returning();
  return row ?? null;
}

export async function findInvoiceByKey(db: Db, playerId: string, key: string) {
  const [row] = await db
    .select()
    .from(paymentInvoices)
    .where(and(eq(paymentInvoices.playerId, playerId), eq(paymentInvoices.idempotencyKey, key)));
  return row ?? null;
}

export async function findInvoiceByNumber(db: Db, number: string) {
  const [row] = await db.select().from(paymentInvoices).where(eq(paymentInvoices.number, number));
  return row ?? null;
}

export interface InvoiceFilter {
  playerId?: string;
  type?: 'deposit' | 'withdrawal';
  provider?: string;
}

function where(id: string, filter: InvoiceFilter) {
  const conditions: SQL[] = [eq(paymentInvoices.id, id)];
  if (filter.playerId) conditions.push(eq(paymentInvoices.playerId, filter.playerId));
  if (filter.type) conditions.push(eq(paymentInvoices.type, filter.type));
  if (filter.provider) conditions.push(eq(paymentInvoices.provider, filter.provider));
  return and(...conditions);
}

export async function findInvoice(db: Db, id: string, filter: InvoiceFilter = {}) {
  const [row] = await db.select().from(paymentInvoices).where(where(id, filter));
  return row ?? null;
}

/** The invoice, locked for this transaction (its status changes one at a time). */
export async function lockInvoice(db: Db, id: string, filter: InvoiceFilter = {}) {
  const [row] = await db.select().from(paymentInvoices).where(where(id, filter)).for('update');
  return row ?? null;
}

export async function updateInvoice(db: Db, id: string, changes: InvoiceChanges) {
  const [row] = await db
    .update(paymentInvoices)
    .set(changes)
    .where(eq(paymentInvoices.id, id))
    .returning();
  return row!;
}

export interface ListFilter {
  type?: 'deposit' | 'withdrawal';
  /** One status (back office) or any of a list (the site's `status[]=`). */
  status?: number | number[];
  currency?: string;
  page: number;
  perPage: number;
  /** Newest first unless `oldest`. */
  order?: 'newest' | 'oldest';
  /** Created at or after / before (back office filters). */
  from?: Date;
  until?: Date;
}

/** A player's invoices (or everybody's with `playerId` null), newest first, and their count. */
export async function listInvoices(db: Db, playerId: string | null, filter: ListFilter) {
  const conditions: SQL[] = [];
  if (playerId) conditions.push(eq(paymentInvoices.playerId, playerId));
  if (filter.type) conditions.push(eq(paymentInvoices.type, filter.type));
  if (typeof filter.status === 'number') {
    conditions.push(eq(paymentInvoices.status, filter.status));
  } else if (filter.status?.length) {
    conditions.push(inArray(paymentInvoices.status, filter.status));
  }
  if (filter.currency) conditions.push(eq(paymentInvoices.currency, filter.currency));
  if (filter.from) conditions.push(gte(paymentInvoices.createdAt, filter.from));
  if (filter.until) conditions.push(lt(paymentInvoices.createdAt, filter.until));
  const condition = conditions.length ? and(...conditions) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(paymentInvoices)
      .where(condition)
      .orderBy(
        ...(filter.order === 'oldest'
          ? [asc(paymentInvoices.createdAt), asc(paymentInvoices.id)]
          : [desc(paymentInvoices.createdAt), desc(paymentInvoices.id)]),
      )
      .limit(filter.perPage)
      .offset((filter.page - 1) * filter.perPage),
    db.select({ n: count() }).from(paymentInvoices).where(condition),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Unpaid deposit invoices past their expiry become expired; returns those changed. */
export async function expireInvoices(db: Db, now: Date, playerId?: string) {
  const conditions = [
    eq(paymentInvoices.type, 'deposit'),
    eq(paymentInvoices.status, INVOICE_STATUS.created),
    lt(paymentInvoices.expiresAt, now),
  ];
  if (playerId) conditions.push(eq(paymentInvoices.playerId, playerId));
  return db
    .update(paymentInvoices)
    .set({ status: INVOICE_STATUS.expired, updatedAt: now })
    .where(and(...conditions))
    .returning();
}

/** Records a provider event once; false when this event id was processed before. */
export async function recordProviderEvent(
  db: Db,
  values: { provider: string; eventId: string; payload: unknown; receivedAt: Date },
): Promise<boolean> {
  const rows = await db
    .insert(paymentProviderEvents)
    .values({ ...values, outcome: 'received' })
    .onConflictDoNothing()
    .returning({ eventId: paymentProviderEvents.eventId });
  return rows.length === 1;
}

export async function setEventOutcome(
  db: Db,
  key: { provider: string; eventId: string },
  outcome: string,
  invoiceId: string | null,
) {
  await db
    .update(paymentProviderEvents)
    .set({ outcome, invoiceId })
    .where(
      and(
        eq(paymentProviderEvents.provider, key.provider),
        eq(paymentProviderEvents.eventId, key.eventId),
      ),
    );
}

/**
 * Crypto: events of one address are applied one at a time (until this transaction ends), so
 * two events of a new transaction cannot both pick an invoice for it.
 */
export async function lockAddress(tx: Tx, address: string) {
  await lockKey(tx, address);
}

/** Crypto: the invoice a transaction already belongs to, locked. */
export async function lockInvoiceByReference(db: Db, provider: string, reference: string) {
  const [row] = await db
    .select()
    .from(paymentInvoices)
    .where(
      and(eq(paymentInvoices.provider, provider), eq(paymentInvoices.providerReference, reference)),
    )
    .for('update');
  return row ?? null;
}

/**
 * Crypto: the invoice at `address` a new transaction pays, locked: the oldest one still
 * waiting (created), else the newest that expired unpaid; null when neither exists.
 */
export async function lockUnpaidInvoiceAt(db: Db, address: string) {
  const unpaid = and(
    eq(paymentInvoices.cryptoAddress, address),
    eq(paymentInvoices.type, 'deposit'),
    isNull(paymentInvoices.providerReference),
  );
  const [waiting] = await db
    .select()
    .from(paymentInvoices)
    .where(and(unpaid, eq(paymentInvoices.status, INVOICE_STATUS.created)))
    .orderBy(asc(paymentInvoices.createdAt))
    .limit(1)
    .for('update');
  if (waiting) return waiting;
  const [expired] = await db
    .select()
    .from(paymentInvoices)
    .where(and(unpaid, eq(paymentInvoices.status, INVOICE_STATUS.expired)))
    .orderBy(desc(paymentInvoices.createdAt))
    .limit(1)
    .for('update');
  return expired ?? null;
}

/** Crypto: any invoice that showed this address (tells whose address it is). */
export async function findInvoiceAt(db: Db, address: string) {
  const [row] = await db
    .select()
    .from(paymentInvoices)
    .where(eq(paymentInvoices.cryptoAddress, address))
    .orderBy(desc(paymentInvoices.createdAt))
    .limit(1);
  return row ?? null;
}

export async function saveMethod(
  db: Db,
  values: {
    playerId: string;
    method: string;
    currency: string;
    label: string;
    fingerprint: string;
    now: Date;
  },
) {
  const { now, ...rest } = values;
  await db
    .insert(paymentSavedMethods)
    .values({ ...rest, createdAt: now, lastUsedAt: now })
    .onConflictDoUpdate({
      target: [
        paymentSavedMethods.playerId,
        paymentSavedMethods.method,
        paymentSavedMethods.fingerprint,
      ],
      set: { lastUsedAt: now, label: rest.label, currency: rest.currency },
    });
}

export function listSavedMethods(db: Db, playerId: string) {
  return db
    .select()
    .from(paymentSavedMethods)
    .where(eq(paymentSavedMethods.playerId, playerId))
    .orderBy(desc(paymentSavedMethods.lastUsedAt));
}

/**
 * Whether the player was paid to this destination before, or deposited from it: a saved method
 * of the method with the fingerprint, or a pending or paid withdrawal to it (issue 35).
 */
export async function isKnownDestination(
  db: Db,
  playerId: string,
  method: string,
  fingerprint: string,
) {
  const [saved] = await db
    .select({ id: paymentSavedMethods.id })
    .from(paymentSavedMethods)
    .where(
      and(
        eq(paymentSavedMethods.playerId, playerId),
        eq(paymentSavedMethods.method, method),
        eq(paymentSavedMethods.fingerprint, fingerprint),
      ),
    )
    .limit(1);
  if (saved) return true;
  const [paid] = await db
    .select({ id: paymentInvoices.id })
    .from(paymentInvoices)
    .where(
      and(
        eq(paymentInvoices.playerId, playerId),
        eq(paymentInvoices.type, 'withdrawal'),
        eq(paymentInvoices.method, method),
        inArray(paymentInvoices.status, [INVOICE_STATUS.pending, INVOICE_STATUS.success]),
        sql`${paymentInvoices.details}->'destination'->>'fingerprint' = ${fingerprint}`,
      ),
    )
    .limit(1);
  return Boolean(paid);
}

/** One of the player's saved methods, or null (another player's id finds nothing). */
export async function findSavedMethod(db: Db, playerId: string, id: string) {
  const [row] = await db
    .select()
    .from(paymentSavedMethods)
    .where(and(eq(paymentSavedMethods.playerId, playerId), eq(paymentSavedMethods.id, id)));
  return row ?? null;
}

/** Deposit statuses a provider may still move on (money can arrive after expiry). */
const OPEN_DEPOSIT = [INVOICE_STATUS.created, INVOICE_STATUS.pending, INVOICE_STATUS.expired];

/**
 * Deposits to ask their provider about, least recently changed first: still open, created
 * after `since`, untouched since `quietBefore` (a webhook under way is not raced), of one
 * player when given.
 */
export function findDepositsToSync(
  db: Db,
  filter: { since: Date; quietBefore: Date; limit: number; playerId?: string },
) {
  const conditions = [
    eq(paymentInvoices.type, 'deposit'),
    inArray(paymentInvoices.status, OPEN_DEPOSIT),
    gt(paymentInvoices.createdAt, filter.since),
    lt(paymentInvoices.updatedAt, filter.quietBefore),
  ];
  if (filter.playerId) conditions.push(eq(paymentInvoices.playerId, filter.playerId));
  return db
    .select()
    .from(paymentInvoices)
    .where(and(...conditions))
    .orderBy(asc(paymentInvoices.updatedAt))
    .limit(filter.limit);
}

/**
 * Withdrawals an operator approved whose payout was never recorded (a crash or a provider
 * error between the claim and the result), untouched since `quietBefore`, oldest first.
 */
export function findApprovedUnpaid(db: Db, filter: { quietBefore: Date; limit: number }) {
  return db
    .select()
    .from(paymentInvoices)
    .where(
      and(
        eq(paymentInvoices.type, 'withdrawal'),
        eq(paymentInvoices.status, INVOICE_STATUS.pending),
        isNotNull(paymentInvoices.approvedAt),
        lte(paymentInvoices.updatedAt, filter.quietBefore),
      ),
    )
    .orderBy(asc(paymentInvoices.updatedAt))
    .limit(filter.limit);
}
