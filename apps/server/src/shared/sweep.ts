import type { FastifyInstance } from 'fastify';

/**
 * Runs `work` every `seconds` once the app is ready (never two at once; 0 = never), stopped on
 * close; a failure is logged as `${name} failed` and the next round tries again.
 */
export function registerSweep(
  app: FastifyInstance,
  seconds: number,
  name: string,
  work: () => Promise<void>,
) {
  if (seconds <= 0) return;
  let timer: NodeJS.Timeout | null = null;
  let running = false;
  const sweep = async () => {
    if (running) return;
    running = true;
    try {
      await work();
    } catch (err) {
      app.log.warn({ err }, `${name} failed`);
    } finally {
      running = false;
    }
  };
  app.addHook('onReady', async () => {
    timer = setInterval(() => void sweep(), seconds * 1000);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
  });
}
