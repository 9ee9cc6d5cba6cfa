import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'app',
  buildDirectory: 'build',
  ssr: true,
  // The whole route manifest in the first page (a few KB gzip for ~40 routes) instead of
  // `/__manifest` requests while links render: fewer requests on a first visit (ADR 021).
  routeDiscovery: { mode: 'initial' },
} satisfies Config;
