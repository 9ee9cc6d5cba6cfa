import { randomBytes } from 'node:crypto';
import { type Db, sandboxWebhookOutbox } from '@casino/db';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { SIGNATURE_HEADER, signPayload } from '../signature.ts';

export interface SenderLog {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface WebhookEvent {
  id: string;
  type: string;
  /** Unix seconds. */
  created: number;
  data: Record<string, unknown>;
}

/**
 * How the sandbox providers call back: a real HTTP POST, signed, retried with backoff until a
 * 2xx (at least once, as real providers do; a redelivery carries the same event id). Each
 * event is stored first (`sandbox_webhook_outbox`), so one not yet delivered when the process
 * stops is delivered by the next start (`resume`).
 */
export interface WebhookSender {
  /** Stores the event, then delivers it in the background. */
  send(path: string, event: WebhookEvent): Promise<void>;
  /** Delivers the events a previous run left undelivered (at boot). */
  resume(): Promise<void>;
  /** Resolves when every delivery under way has ended (tests, shutdown). */
  flush(): Promise<void>;
  /** No more retries here (what is left stays stored); waits for what is in flight. */
  close(): Promise<void>;
}

export const newEventId = () => `evt_${randomBytes(12).toString('hex')}`;

export interface SenderOptions {
  db: Db;
  /** Base URL of our webhook routes, without a trailing slash: the server's own address, or PUBLIC_URL. */
  baseUrl: () => string;
  /** The signing secret of a webhook path (looked up at each attempt, also after a restart). */
  secretFor: (path: string) => Promise<string>;
  log: SenderLog;
  now?: () => Date;
  retryDelaysMs?: number[];
  fetch?: typeof fetch;
}

type OutboxRow = Pick<
  typeof sandboxWebhookOutbox.$inferSelect,
  'id' | 'path' | 'body' | 'attempts'
>;

export function createWebhookSender({
  db,
  baseUrl,
  secretFor,
  log,
  now = () => new Date(),
  retryDelaysMs = [500, 2_000, 10_000, 30_000],
  fetch: fetchImpl = fetch,
}: SenderOptions): WebhookSender {
  const pending = new Set<Promise<void>>();
  const inFlight = new Set<string>();
  const waiting = new Map<NodeJS.Timeout, (goOn: boolean) => void>();
  const stop = new AbortController();
  let closed = false;

  /** Sleeps before a retry; false when the sender closed meanwhile. */
  const wait = (ms: number) =>
    new Promise<boolean>((resolve) => {
      if (closed) return resolve(false);
      const timer = setTimeout(() => {
        waiting.delete(timer);
        resolve(true);
      }, ms);
      waiting.set(timer, resolve);
    });

  const mark = (id: string, values: Partial<typeof sandboxWebhookOutbox.$inferInsert>) =>
    db.update(sandboxWebhookOutbox).set(values).where(eq(sandboxWebhookOutbox.id, id));

  async function attempt(row: OutboxRow, url: string) {
    // Signed at each attempt: a retry hours later must not carry a stale timestamp.
    const response = await fetchImpl(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [SIGNATURE_HEADER]: signPayload(await secretFor(row.path), row.body, now()),
      },
      body: row.body,
      signal: AbortSignal.any([AbortSignal.timeout(10_000), stop.signal]),
    });
    await response.arrayBuffer();
    return response;
  }

  async function deliver(row: OutboxRow) {
    for (let tries = row.attempts; ; tries++) {
      const url = `${baseUrl()}${row.path}`;
      try {
        const response = await attempt(row, url);
        if (response.ok)
          return void (await mark(row.id, { deliveredAt: now(), attempts: tries + 1 }));
        log.warn({ url, event: row.id, status: response.status, tries }, 'webhook refused');
      } catch (err) {
        log.warn({ url, event: row.id, err, tries }, 'webhook delivery failed');
      }
      const delay = retryDelaysMs[tries];
      if (delay === undefined) {
        log.error({ url, event: row.id }, 'webhook not delivered: gave up');
        return void (await mark(row.id, { failedAt: now(), attempts: tries + 1 }));
      }
      const next = new Date(now().getTime() + delay);
      await mark(row.id, { attempts: tries + 1, nextAttemptAt: next });
      // Closed meanwhile: the row stays for the next start.
      if (!(await wait(delay))) return;
    }
  }

  function start(row: OutboxRow) {
    if (closed || inFlight.has(row.id)) return;
    inFlight.add(row.id);
    const delivery = deliver(row)
      .catch((err: unknown) => log.error({ err, event: row.id }, 'webhook outbox failed'))
      .finally(() => {
        inFlight.delete(row.id);
        pending.delete(delivery);
      });
    pending.add(delivery);
  }

  return {
    async send(path, event) {
      const row = { id: event.id, path, body: JSON.stringify(event), attempts: 0 };
      await db
        .insert(sandboxWebhookOutbox)
        .values({ ...row, nextAttemptAt: now(), createdAt: now() })
        .onConflictDoNothing();
      if (closed) return log.warn({ path, event: event.id }, 'webhook kept for the next start');
      start(row);
    },
    async resume() {
      const rows = await db
        .select()
        .from(sandboxWebhookOutbox)
        .where(and(isNull(sandboxWebhookOutbox.deliveredAt), isNull(sandboxWebhookOutbox.failedAt)))
        .orderBy(asc(sandboxWebhookOutbox.createdAt))
        .limit(500);
      for (const row of rows) start(row);
    },
    async flush() {
      while (pending.size > 0) await Promise.all(pending);
    },
    async close() {
      closed = true;
      stop.abort();
      for (const [timer, resolve] of waiting) {
        clearTimeout(timer);
        resolve(false);
      }
      waiting.clear();
      await Promise.all(pending);
    },
  };
}
