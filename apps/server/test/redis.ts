import { type AddressInfo, connect, createServer, type Socket } from 'node:net';
import { Redis } from 'ioredis';

/** Redis for the scale-out tests (TEST_REDIS_URL, default the local server). */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';

async function probe(): Promise<boolean> {
  const client = new Redis(TEST_REDIS_URL, {
    lazyConnect: true,
    connectTimeout: 1000,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  client.on('error', () => {});
  try {
    await client.connect();
    return (await client.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    client.disconnect();
  }
}

/**
 * Whether the Redis tests run. Without Redis they are reported as not run, unless
 * REQUIRE_REDIS=1 (CI), which makes a missing Redis an error.
 */
export const hasRedis = await probe();
if (!hasRedis) {
  const message = `Redis not reachable at ${TEST_REDIS_URL}: start it (apt-get install redis-server) or set TEST_REDIS_URL.`;
  if (process.env.REQUIRE_REDIS === '1') throw new Error(message);
  console.warn(`${message} The Redis tests are not run.`);
}

/** A prefix of its own for each test run, so runs sharing one Redis never see each other. */
export const uniquePrefix = () => `test-${process.pid}-${Math.random().toString(36).slice(2, 8)}`;

/**
 * A TCP relay to Redis the test can take down (every connection cut, new ones refused, as a
 * stopped Redis would) and bring back on the same port.
 */
export async function startRedisRelay(target = new URL(TEST_REDIS_URL)) {
  const sockets = new Set<Socket>();
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => {});
  };
  const cut = () => {
    for (const socket of sockets) socket.destroy();
  };
  const server = createServer((client) => {
    const upstream = connect(Number(target.port || 6379), target.hostname);
    track(client);
    track(upstream);
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `redis://127.0.0.1:${port}`,
    /** Cuts every connection and refuses new ones until `up`. */
    down() {
      server.close();
      cut();
    },
    up() {
      return new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    },
    close() {
      cut();
      server.close();
    },
  };
}
