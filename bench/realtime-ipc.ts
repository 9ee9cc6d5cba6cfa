/** Messages between `bench/realtime.ts` and the server processes it drives. */
export type BenchCommand =
  | { cmd: 'memory' }
  | { cmd: 'publish-shared'; round: number }
  | { cmd: 'publish-users'; round: number }
  | { cmd: 'stop' };

export interface MemoryReport {
  rss: number;
  heapUsed: number;
  connections: number;
}

export type BenchReply =
  | { ready: { port: number; tokens: { userId: string; token: string }[] } }
  | { memory: MemoryReport }
  | { published: string };

export function reply(message: BenchReply) {
  process.send!(message);
}

/** Wall-clock time in ms with sub-ms precision, comparable between processes on one machine. */
export const now = () => performance.timeOrigin + performance.now();

/** The same publication for both servers: about the size of an account update. */
export function benchData(round: number) {
  return {
    type: 'bench',
    id: crypto.randomUUID(),
    round,
    sentAt: now(),
    pad: 'x'.repeat(160),
  };
}

/** Memory after a full collection (the children run with --expose-gc). */
export function memory(connections: number): MemoryReport {
  (globalThis as { gc?: () => void }).gc?.();
  const { rss, heapUsed } = process.memoryUsage();
  return { rss, heapUsed, connections };
}
