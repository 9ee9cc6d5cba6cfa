/** The configuration files of the cluster's HAProxy and PgBouncer (pure text, tested alone). */

export interface Instance {
  name: string;
  /** The site, API and websockets. */
  port: number;
  /** The games' own origin (GAME_ORIGIN_PORT: /provider only). */
  gamePort: number;
}

export interface HaproxyOptions {
  /** Where players reach the site (PUBLIC_URL's port). */
  port: number;
  /** Where browsers load the games (GAME_ORIGIN's port). */
  gamePort: number;
  /** HAProxy's own status page (`/`, and `/;csv` for scripts); unset: none. */
  statsPort?: number;
  instances: Instance[];
}

/**
 * HAProxy in HTTP mode in front of the instances: round robin for requests, websockets passed
 * through (an Upgrade turns the connection into a tunnel, kept for `timeout tunnel`), every
 * instance checked on `/api/ready` each second, every half second once a check failed (down
 * after three failures, up after two passes). A dead instance refuses the checks at once: out of
 * the rotation within about 1.5 s, and its sockets closed by the kernel, so its websockets
 * reconnect to the others at once. A merely slow instance gets 5 s per check and keeps its
 * sessions: cutting them (`on-marked-down shutdown-sessions`) turned a busy moment into failed
 * requests when a restarting instance took the CPU (measured). A request that could not even connect is retried
 * on another instance (`retry-on conn-failure` only: a request that may have reached an instance is
 * never sent twice by the balancer; clients retry with their idempotency keys).
 */
export function haproxyConfig({ port, gamePort, statsPort, instances }: HaproxyOptions): string {
  const servers = (kind: 'site' | 'games') =>
    instances.map(
      (i) =>
        `  server ${i.name} 127.0.0.1:${kind === 'site' ? i.port : i.gamePort} check port ${i.port}`,
    );
  return [
    'global',
    '  maxconn 4000',
    // One line per request on HAProxy's output (the cluster's logs/haproxy.log): timings and who
    // ended it (the termination state: SH = the server hung up before answering…).
    '  log stdout format raw local0',
    '',
    'defaults',
    '  mode http',
    '  log global',
    '  option httplog',
    '  timeout connect 2s',
    '  timeout client 60s',
    '  timeout server 60s',
    '  timeout tunnel 1h',
    '  timeout http-keep-alive 10s',
    '  timeout check 5s',
    '  option redispatch',
    '  retries 2',
    '  retry-on conn-failure',
    '  option httpchk',
    '  http-check send meth GET uri /api/ready ver HTTP/1.1 hdr Host localhost',
    '  http-check expect status 200',
    '  default-server inter 1s fastinter 500ms downinter 1s fall 3 rise 2',
    '',
    'frontend site',
    `  bind 127.0.0.1:${port}`,
    '  option forwardfor',
    '  default_backend instances',
    '',
    'backend instances',
    '  balance roundrobin',
    ...servers('site'),
    '',
    'frontend games',
    `  bind 127.0.0.1:${gamePort}`,
    '  option forwardfor',
    '  default_backend game-origins',
    '',
    'backend game-origins',
    '  balance roundrobin',
    ...servers('games'),
    ...(statsPort
      ? ['', 'frontend stats', `  bind 127.0.0.1:${statsPort}`, '  stats enable', '  stats uri /']
      : []),
    '',
  ].join('\n');
}

export interface PgbouncerOptions {
  port: number;
  /** The database clients name, served from the server's database of the same name. */
  database: string;
  serverHost: string;
  serverPort: number;
  user: string;
  authFile: string;
  /** Server connections per database and user (the primary's side of the pool). */
  poolSize: number;
}

/**
 * PgBouncer in transaction mode: a server connection is lent for one transaction, so no session
 * state survives between them: no named prepared statements and no pipelining past a
 * ReadyForQuery (the servers connect with PGBOUNCER_URL_OPTIONS, services.ts); no session
 * advisory locks, LISTEN or session SET, which the server does not use.
 */
export function pgbouncerConfig(o: PgbouncerOptions): string {
  return [
    '[databases]',
    `${o.database} = host=${o.serverHost} port=${o.serverPort} dbname=${o.database}`,
    '',
    '[pgbouncer]',
    'listen_addr = 127.0.0.1',
    `listen_port = ${o.port}`,
    'unix_socket_dir =',
    'auth_type = trust',
    `auth_file = ${o.authFile}`,
    `admin_users = ${o.user}`,
    'pool_mode = transaction',
    'max_client_conn = 2000',
    `default_pool_size = ${o.poolSize}`,
    'reserve_pool_size = 5',
    // Drivers (pgbench, psql) may send it at connect; PgBouncer refuses unknown parameters.
    'ignore_startup_parameters = extra_float_digits',
    '',
  ].join('\n');
}
