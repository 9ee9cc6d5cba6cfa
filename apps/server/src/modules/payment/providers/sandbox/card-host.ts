import { createHmac, randomBytes } from 'node:crypto';
import { cardDigits } from '@casino/contracts/card';
import { type Db, sandboxCardSessions } from '@casino/db';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Clock } from '../../../../shared/clock.ts';
import { lockKey } from '../../../../shared/transaction.ts';
import { type CardText, checkoutLocale } from './card-texts.ts';
import { newEventId, type WebhookSender } from './webhook-sender.ts';

/** The only cards the sandbox checkout accepts (README "Sandbox test cards"); others are refused. */
export const TEST_CARDS = {
  success: '4242424242424242',
  declined: '4000000000000002',
  challenge: '4000000000003220',
} as const;

const isTestCard = (digits: string) => (Object.values(TEST_CARDS) as string[]).includes(digits);

export const CARD_WEBHOOK_PATH = '/api/payment/webhooks/sandbox-card';

type SessionRow = typeof sandboxCardSessions.$inferSelect;
export type SessionStatus = SessionRow['status'];

export interface CardSession {
  id: string;
  merchantReference: string;
  amount: number;
  currency: string;
  returnUrl: string;
  status: SessionStatus;
  isExpired: boolean;
  cardLast4: string | null;
}

export interface CardForm {
  cardNumber?: string;
  expiry?: string;
  cvc?: string;
  name?: string;
}

/** What the checkout page does after a submit. */
export type CheckoutStep =
  | { kind: 'form'; session: CardSession; errors: Record<string, CardText> }
  | { kind: 'redirect'; location: string }
  | { kind: 'result'; session: CardSession };

export interface CardHostOptions {
  db: Db;
  clock: Clock;
  /** Signs the webhooks (SANDBOX_CARD_WEBHOOK_SECRET). */
  secret: () => Promise<string>;
  sender: WebhookSender;
  /** Public origin of the hosted pages. */
  publicUrl: string;
}

const FINAL: SessionStatus[] = ['succeeded', 'declined', 'failed', 'canceled'];

/** The card as the provider reports it (webhooks and status answers). */
const cardFields = (row: SessionRow) =>
  row.cardLast4
    ? { brand: row.cardBrand, last4: row.cardLast4, fingerprint: row.cardFingerprint }
    : null;

export function cardBrand(digits: string): string {
  if (digits.startsWith('4')) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  return 'card';
}

/** Each bad field with the key of its message (card-texts.ts: the page says it in its language). */
function checkForm(form: CardForm, now: Date) {
  const errors: Record<string, CardText> = {};
  const digits = cardDigits(form.cardNumber);
  if (!digits) errors.cardNumber = 'cardInvalid';
  // Play money only: a real-looking number must not stand for a card that was charged.
  else if (!isTestCard(digits)) errors.cardNumber = 'cardNotTest';
  const expiry = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(form.expiry ?? '');
  const month = Number(expiry?.[1]);
  const year = expiry ? Number(expiry[2]!.length === 2 ? `20${expiry[2]}` : expiry[2]) : 0;
  if (!expiry || month < 1 || month > 12) errors.expiry = 'expiryFormat';
  else if (new Date(Date.UTC(year, month, 1)) <= now) errors.expiry = 'cardExpired';
  if (!/^\d{3,4}$/.test((form.cvc ?? '').trim())) errors.cvc = 'cvcFormat';
  return { errors, digits };
}

/**
 * The sandbox card provider's side: hosted checkout sessions (success, decline and a
 * 3-D-Secure-style challenge) that report each outcome by a signed webhook. It stands for an
 * outside party, so it keeps its own table and talks to us only through HTTP.
 */
export function createSandboxCardHost({ db, clock, secret, sender, publicUrl }: CardHostOptions) {
  const toSession = (row: SessionRow): CardSession => ({
    id: row.id,
    merchantReference: row.merchantReference,
    amount: row.amount,
    currency: row.currency,
    returnUrl: row.returnUrl,
    status: row.status,
    isExpired: !FINAL.includes(row.status) && row.expiresAt <= clock.now(),
    cardLast4: row.cardLast4,
  });

  async function find(id: string) {
    const [row] = await db.select().from(sandboxCardSessions).where(eq(sandboxCardSessions.id, id));
    return row ?? null;
  }

  /** Moves the session on only from `from` (a second click or tab changes nothing). */
  async function move(id: string, from: SessionStatus[], values: Partial<SessionRow>) {
    const [row] = await db
      .update(sandboxCardSessions)
      .set({ ...values, updatedAt: clock.now() })
      .where(and(eq(sandboxCardSessions.id, id), inArray(sandboxCardSessions.status, from)))
      .returning();
    return row ?? null;
  }

  async function notify(row: SessionRow, status: string) {
    await sender.send(CARD_WEBHOOK_PATH, {
      id: newEventId(),
      type: 'payment.updated',
      created: Math.floor(clock.now().getTime() / 1000),
      data: {
        sessionId: row.id,
        merchantReference: row.merchantReference,
        status,
        amount: row.amount,
        currency: row.currency,
        card: cardFields(row),
      },
    });
  }

  const checkoutUrl = (id: string) => `${publicUrl}/sandbox/card/checkout/${id}`;

  /** The provider's fingerprint of a card: the same card gives the same value in every call. */
  async function fingerprintOf(digits: string) {
    return createHmac('sha256', await secret())
      .update(`card:${digits}`)
      .digest('hex')
      .slice(0, 32);
  }

  return {
    checkoutUrl,

    /**
     * The provider's "tokenize a card" call (what a payout to a new card goes through): brand,
     * last four and the fingerprint its checkout reports for the same card, or null if invalid.
     */
    async vaultCard(cardNumber: string | undefined) {
      const digits = cardDigits(cardNumber);
      if (!digits) return null;
      return {
        brand: cardBrand(digits),
        last4: digits.slice(-4),
        fingerprint: await fingerprintOf(digits),
      };
    },

    /** A checkout session for a merchant's payment; the open one again for the same reference. */
    async createSession(input: {
      merchantReference: string;
      amount: number;
      currency: string;
      returnUrl: string;
      expiresAt: Date;
      /** The page's language (the `locale` query of its address). */
      locale?: string;
    }): Promise<{ id: string; url: string }> {
      // The merchant reference is the idempotency key: parallel retries get one session.
      const id = await db.transaction(async (tx) => {
        await lockKey(tx, `sandbox-card.session:${input.merchantReference}`);
        const [open] = await tx
          .select({ id: sandboxCardSessions.id })
          .from(sandboxCardSessions)
          .where(
            and(
              eq(sandboxCardSessions.merchantReference, input.merchantReference),
              inArray(sandboxCardSessions.status, ['open', 'challenge']),
            ),
          );
        if (open) return open.id;
        const fresh = `cs_${randomBytes(16).toString('hex')}`;
        await tx.insert(sandboxCardSessions).values({
          id: fresh,
          merchantReference: input.merchantReference,
          amount: input.amount,
          currency: input.currency,
          returnUrl: input.returnUrl,
          status: 'open',
          expiresAt: input.expiresAt,
          createdAt: clock.now(),
          updatedAt: clock.now(),
        });
        return fresh;
      });
      const locale = checkoutLocale(input.locale);
      return { id, url: locale === 'en' ? checkoutUrl(id) : `${checkoutUrl(id)}?locale=${locale}` };
    },

    /** The merchant's latest session for a payment and its card (the status query), or null. */
    async findSessionFor(merchantReference: string) {
      const [row] = await db
        .select()
        .from(sandboxCardSessions)
        .where(eq(sandboxCardSessions.merchantReference, merchantReference))
        .orderBy(desc(sandboxCardSessions.createdAt))
        .limit(1);
      if (!row) return null;
      return { session: toSession(row), card: cardFields(row) };
    },

    async getSession(id: string): Promise<CardSession | null> {
      const row = await find(id);
      return row ? toSession(row) : null;
    },

    /** The pay button: checks the card, then succeeds, declines or asks for the challenge. */
    async submitCard(id: string, form: CardForm): Promise<CheckoutStep | null> {
      const row = await find(id);
      if (!row) return null;
      const session = toSession(row);
      if (session.status !== 'open' || session.isExpired) return { kind: 'result', session };
      const { errors, digits } = checkForm(form, clock.now());
      if (!digits || Object.keys(errors).length > 0) return { kind: 'form', session, errors };
      const card = {
        cardLast4: digits.slice(-4),
        cardBrand: cardBrand(digits),
        cardFingerprint: await fingerprintOf(digits),
      };
      if (digits === TEST_CARDS.challenge) {
        const moved = await move(id, ['open'], { status: 'challenge', ...card });
        if (moved) await notify(moved, 'pending');
        return { kind: 'redirect', location: `${checkoutUrl(id)}/challenge` };
      }
      const status = digits === TEST_CARDS.declined ? 'declined' : 'succeeded';
      const moved = await move(id, ['open'], { status, ...card });
      if (!moved) return { kind: 'result', session: toSession((await find(id))!) };
      await notify(moved, status);
      return status === 'succeeded'
        ? { kind: 'redirect', location: moved.returnUrl }
        : { kind: 'result', session: toSession(moved) };
    },

    /** The 3-D-Secure-style page's buttons. */
    async completeChallenge(id: string, approve: boolean): Promise<CheckoutStep | null> {
      const row = await find(id);
      if (!row) return null;
      const session = toSession(row);
      if (session.status !== 'challenge' || session.isExpired) return { kind: 'result', session };
      const status = approve ? 'succeeded' : 'failed';
      const moved = await move(id, ['challenge'], { status });
      if (!moved) return { kind: 'result', session: toSession((await find(id))!) };
      await notify(moved, status);
      return approve
        ? { kind: 'redirect', location: moved.returnUrl }
        : { kind: 'result', session: toSession(moved) };
    },

    async cancel(id: string): Promise<CheckoutStep | null> {
      const row = await find(id);
      if (!row) return null;
      const moved = await move(id, ['open', 'challenge'], { status: 'canceled' });
      if (moved) await notify(moved, 'canceled');
      return { kind: 'redirect', location: row.returnUrl };
    },
  };
}

export type SandboxCardHost = ReturnType<typeof createSandboxCardHost>;
