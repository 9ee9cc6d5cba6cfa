import type { FastifyInstance } from 'fastify';

/**
 * Runs `pass` every `seconds` once the app is ready (never two at once; 0: never), stopped on
 * close. A failed pass is logged and the next one runs as usual.
 */
export function registerPeriodicSweep(
  app: FastifyInstance,
  name: string,
  seconds: number,
  pass: () => Promise<number>,
) {
  if (seconds <= 0) return;
  let timer: NodeJS.Timeout | null = null;
  let running = false;
  const sweep = async () => {
    if (running) return;
    running = true;
    try {
      const done = await pass();
      if (done > 0) app.log.info({ done }, `${name}: done`);
    } catch (err) {
      app.log.warn({ err }, `${name}: failed`);
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
