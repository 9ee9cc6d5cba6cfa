import { randomBytes } from 'node:crypto';
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
 * 2xx (at least once, as real providers do; a redelivery carries the same event id).
 */
export interface WebhookSender {
  send(path: string, secret: string, event: WebhookEvent): void;
  /** Resolves when every delivery under way has ended (tests, shutdown). */
  flush(): Promise<void>;
  /** No more retries; waits for what is in flight. */
  close(): Promise<void>;
}

export const newEventId = () => `evt_${randomBytes(12).toString('hex')}`;

export interface SenderOptions {
  /** Base URL of our webhook routes, without a trailing slash: the server's own address, or PUBLIC_URL. */
  baseUrl: () => string;
  log: SenderLog;
  now?: () => Date;
  retryDelaysMs?: number[];
  fetch?: typeof fetch;
}

export function createWebhookSender({
  baseUrl,
  log,
  now = () => new Date(),
  retryDelaysMs = [500, 2_000, 10_000, 30_000],
  fetch: fetchImpl = fetch,
}: SenderOptions): WebhookSender {
  const pending = new Set<Promise<void>>();
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

  async function deliver(path: string, secret: string, event: WebhookEvent) {
    const body = JSON.stringify(event);
    for (let attempt = 0; ; attempt++) {
      const url = `${baseUrl()}${path}`;
      try {
        // Signed at each attempt: a retry hours later must not carry a stale timestamp.
        const response = await fetchImpl(url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            [SIGNATURE_HEADER]: signPayload(secret, body, now()),
          },
          body,
          signal: AbortSignal.any([AbortSignal.timeout(10_000), stop.signal]),
        });
        await response.arrayBuffer();
        if (response.ok) return;
        log.warn({ url, event: event.id, status: response.status, attempt }, 'webhook refused');
      } catch (err) {
        log.warn({ url, event: event.id, err, attempt }, 'webhook delivery failed');
      }
      const delay = retryDelaysMs[attempt];
      if (delay === undefined || !(await wait(delay))) {
        log.error({ url, event: event.id, closed }, 'webhook not delivered');
        return;
      }
    }
  }

  return {
    send(path, secret, event) {
      if (closed) return log.error({ path, event: event.id }, 'webhook not sent: shutting down');
      const delivery = deliver(path, secret, event).finally(() => pending.delete(delivery));
      pending.add(delivery);
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
