import { randomUUID } from 'node:crypto';
import type { Clock } from '../../shared/clock.ts';
import { holderOf, type SubscriptionCheck } from '../../shared/subscription-token.ts';
import { createCommandBudget } from './admission.ts';
import { authorizeChannel, connectData, needsSubscriptionToken } from './channels.ts';
import type { Publication, StreamPosition } from './history.ts';
import {
  controlChannel,
  emulationChannel,
  type Hub,
  type HubMember,
  holderChannel,
} from './hub.ts';
import {
  DISCONNECTS,
  type Disconnect,
  decodeFrame,
  ERRORS,
  encodeError,
  encodeResult,
  encodeUnsubscribe,
  type Incoming,
  type Method,
  PING,
  type ProtocolError,
  STATE_INVALIDATED,
} from './protocol.ts';

/** Who a connection token names: a valid session, an expired token, or nothing usable. */
export type TokenIdentity =
  | { status: 'valid'; userId: string; sessionId: string; expiresAt: number }
  | { status: 'expired' }
  | { status: 'invalid' };

export interface ConnectionSettings {
  nodeId: string;
  version: string;
  pingMs: number;
  pongTimeoutMs: number;
  /** A socket that has not connected by then is closed (3502 stale). */
  staleMs: number;
  /** How long an unrefreshed connection outlives its token before 3005. */
  expiryGraceMs: number;
  /** Above this many bytes waiting to be written, the client is too slow (3008). */
  maxBufferedBytes: number;
  /** Commands per second (bursts of twice that); above, the socket is closed with 3013. */
  commandsPerSecond: number;
}

export interface ConnectionDeps {
  hub: Hub;
  clock: Clock;
  settings: ConnectionSettings;
  identify(token: string): Promise<TokenIdentity>;
  /** Checks the subscription token of a channel that needs one (needsSubscriptionToken). */
  checkSubscription(token: string, channel: string, userId: string): Promise<SubscriptionCheck>;
  log: { warn(details: object, message: string): void };
}

/**
 * What carries a connection's frames: a WebSocket, or one of the emulation transports (an HTTP
 * stream or server-sent events, with commands POSTed to the emulation endpoint).
 */
export interface ConnectionTransport {
  /** Bytes written but not yet sent. */
  readonly bufferedAmount: number;
  /** True for the emulation transports: their commands arrive through the emulation channel. */
  readonly isEmulation: boolean;
  send(frame: string): void;
  close(code: number, reason: string): void;
}

type State = 'new' | 'refused' | 'connected' | 'closed';

/** Channels one connection may hold (the site uses 7; `#a,b` lists could make any number). */
export const MAX_SUBSCRIPTIONS = 64;

/**
 * One client socket speaking the Centrifuge protocol. Commands of a frame (and of later frames)
 * run strictly in order, each finished before the next starts: the connect the client sends
 * together with its subscribes is authenticated before those are looked at.
 */
export class Connection implements HubMember {
  userId = '';
  sessionId = '';
  private state: State = 'new';
  private clientId = '';
  private readonly subscriptions = new Set<string>();
  /** Holder channels of the tokens this connection subscribed with (Hub.revokeHolder). */
  private readonly holders = new Set<string>();
  /** Subscriptions whose subscribe reply is out (a state the client holds). */
  private readonly replied = new Set<string>();
  private queue: Promise<void> = Promise.resolve();
  private timer: NodeJS.Timeout | undefined;
  private expiryTimer: NodeJS.Timeout | undefined;
  private isAwaitingPong = false;
  private readonly socket: ConnectionTransport;
  private readonly deps: ConnectionDeps;
  private readonly budget: ReturnType<typeof createCommandBudget>;

  /** Call `receive` with each incoming frame and `transportClosed` when the transport ends. */
  constructor(socket: ConnectionTransport, deps: ConnectionDeps) {
    this.socket = socket;
    this.deps = deps;
    // A connect with every subscribe a connection may hold fits in one burst, twice over.
    this.budget = createCommandBudget(deps.settings.commandsPerSecond, 2 * (MAX_SUBSCRIPTIONS + 1));
    deps.hub.add(this);
    this.timer = setTimeout(() => this.close(DISCONNECTS.stale), deps.settings.staleMs);
  }

  /** The transport went away (socket closed, HTTP stream aborted). */
  transportClosed() {
    this.cleanUp();
  }

  send(frame: string) {
    if (this.state === 'closed') return;
    if (this.socket.bufferedAmount > this.deps.settings.maxBufferedBytes) {
      this.close(DISCONNECTS.slow);
      return;
    }
    this.socket.send(frame);
  }

  close({ code, reason }: Disconnect) {
    if (this.state === 'closed') return;
    this.cleanUp();
    this.socket.close(code, reason);
  }

  private cleanUp() {
    if (this.state === 'closed') return;
    this.state = 'closed';
    clearTimeout(this.timer);
    clearTimeout(this.expiryTimer);
    const control = this.sessionId ? [controlChannel(this.userId)] : [];
    const emulation =
      this.socket.isEmulation && this.clientId ? [emulationChannel(this.clientId)] : [];
    this.deps.hub.remove(this, [...this.subscriptions, ...control, ...emulation, ...this.holders]);
    this.subscriptions.clear();
    this.holders.clear();
    this.replied.clear();
  }

  invalidate(channels: ReadonlySet<string> | null) {
    if (this.state !== 'connected') return;
    // A subscribe still waiting for its reply reads the channel after this: it is left alone.
    for (const channel of [...this.replied]) {
      if (channels && !channels.has(channel)) continue;
      this.replied.delete(channel);
      this.subscriptions.delete(channel);
      this.deps.hub.unsubscribe(channel, this);
      this.send(encodeUnsubscribe(channel, STATE_INVALIDATED.code, STATE_INVALIDATED.reason));
    }
  }

  /** One incoming frame; null for a binary one (another protocol: closed with 3501). */
  receive(text: string | null) {
    if (this.state === 'closed') return;
    // Only text frames: the JSON client splits text on newlines; binary means another protocol.
    const messages = text === null ? null : decodeFrame(text);
    if (!messages) {
      this.close(DISCONNECTS.badRequest);
      return;
    }
    // Pongs answer our own pings: only commands count against the budget.
    if (!this.budget.take(messages.filter((m) => m.kind !== 'pong').length)) {
      this.close(DISCONNECTS.tooManyRequests);
      return;
    }
    // Anything from the client shows it is alive; a `{}` is the pong itself.
    this.isAwaitingPong = false;
    for (const message of messages) {
      this.queue = this.queue.then(() => this.handle(message));
    }
    this.queue = this.queue.catch((error: unknown) => {
      this.deps.log.warn({ err: error }, 'realtime command failed');
      this.close(DISCONNECTS.badRequest);
    });
  }

  private async handle(message: Incoming): Promise<void> {
    if (this.state === 'closed' || message.kind === 'pong' || message.kind === 'send') return;
    const { id, method, params } = message;
    if (method === 'connect') {
      if (this.state !== 'new') return this.close(DISCONNECTS.badRequest);
      return this.connect(id, params);
    }
    // Nothing before a successful connect; nothing at all after a refused one.
    if (this.state !== 'connected') return this.close(DISCONNECTS.badRequest);
    switch (method) {
      case 'subscribe':
        return this.subscribe(id, params);
      case 'unsubscribe':
        return this.unsubscribe(id, params);
      case 'refresh':
        return this.refresh(id, params);
      case 'ping':
        return this.reply(id, method);
      case 'publish':
        return this.fail(id, ERRORS.permissionDenied);
      case 'rpc':
        return this.fail(id, ERRORS.methodNotFound);
      case 'history':
        return this.history(id, params);
      default:
        // presence, presence_stats, sub_refresh: no channel keeps them here.
        return this.fail(id, ERRORS.notAvailable);
    }
  }

  private reply(id: number, method: Method, result: object = {}) {
    this.send(encodeResult(id, method, result));
  }

  private fail(id: number, error: ProtocolError) {
    this.send(encodeError(id, error));
  }

  private async connect(id: number, params: Record<string, unknown>) {
    const token = typeof params.token === 'string' ? params.token : '';
    let expiresAt = 0;
    if (token) {
      const identity = await this.deps.identify(token);
      if (this.state === 'closed') return;
      if (identity.status === 'expired') {
        // The client fetches a new token (getToken) and connects again on a new socket.
        this.state = 'refused';
        return this.fail(id, ERRORS.tokenExpired);
      }
      if (identity.status === 'invalid') return this.close(DISCONNECTS.invalidToken);
      this.userId = identity.userId;
      this.sessionId = identity.sessionId;
      expiresAt = identity.expiresAt;
      // Joined before the reply: a logout from now on reaches this socket.
      if (!(await this.deps.hub.subscribe(controlChannel(this.userId), this))) return;
    }
    this.clientId = randomUUID();
    // Emulation: the commands after this connect reach it through its session's channel, on
    // whichever instance the POST lands; joined before the reply, which names the session.
    if (this.socket.isEmulation) {
      if (!(await this.deps.hub.subscribe(emulationChannel(this.clientId), this))) return;
    }
    this.state = 'connected';
    const { settings } = this.deps;
    this.reply(id, 'connect', {
      client: this.clientId,
      version: settings.version,
      ...this.expiry(expiresAt),
      ping: Math.round(settings.pingMs / 1000),
      pong: true,
      subs: {},
      data: connectData(this.userId),
      session: this.clientId,
      node: settings.nodeId,
    });
    this.schedulePing(settings.pingMs * (0.5 + Math.random() / 2));
  }

  /** `expires`/`ttl` of a token expiring at `expiresAt` (s), and the timer closing it then. */
  private expiry(expiresAt: number) {
    clearTimeout(this.expiryTimer);
    if (!expiresAt) return {};
    const leftMs = expiresAt * 1000 - this.deps.clock.now().getTime();
    this.expiryTimer = setTimeout(
      () => this.close(DISCONNECTS.connectionExpired),
      leftMs + this.deps.settings.expiryGraceMs,
    );
    return { expires: true, ttl: Math.max(1, Math.floor(leftMs / 1000)) };
  }

  private async subscribe(id: number, params: Record<string, unknown>) {
    const channel = typeof params.channel === 'string' ? params.channel : '';
    const refusal = needsSubscriptionToken(channel)
      ? await this.checkSubscriptionToken(channel, params.token)
      : authorizeChannel(channel, this.userId);
    if (this.state === 'closed') return;
    if (refusal) return this.fail(id, refusal);
    if (this.subscriptions.has(channel)) return this.fail(id, ERRORS.alreadySubscribed);
    if (this.subscriptions.size >= MAX_SUBSCRIPTIONS) return this.fail(id, ERRORS.limitExceeded);
    const { hub } = this.deps;
    // A token given to an operator: the connection listens for that operator's revocation
    // before it joins the channel, so a revocation from now on reaches it.
    const holder = needsSubscriptionToken(channel) ? holderOf(String(params.token)) : null;
    if (holder && !this.holders.has(holderChannel(holder))) {
      this.holders.add(holderChannel(holder));
      try {
        if (!(await hub.subscribe(holderChannel(holder), this))) return;
      } catch (error) {
        this.deps.log.warn({ err: error, channel }, 'realtime broker subscribe failed');
        this.holders.delete(holderChannel(holder));
        return this.fail(id, ERRORS.internal);
      }
    }
    this.subscriptions.add(channel);
    let isJoined: boolean;
    try {
      isJoined = await hub.subscribe(channel, this, true);
    } catch (error) {
      this.deps.log.warn({ err: error, channel }, 'realtime broker subscribe failed');
      this.subscriptions.delete(channel);
      return this.fail(id, ERRORS.internal);
    }
    if (!isJoined) return;
    // Joined before the history is read: what is published meanwhile is held, and written after
    // the reply minus what the reply already gives (no gap, no duplicate).
    let recovery: { result: object; sent: StreamPosition };
    try {
      recovery = await this.recovery(channel, params);
    } catch (error) {
      this.deps.log.warn({ err: error, channel }, 'realtime history read failed');
      this.subscriptions.delete(channel);
      hub.unsubscribe(channel, this);
      return this.fail(id, ERRORS.internal);
    }
    if (!this.subscriptions.has(channel)) return;
    this.reply(id, 'subscribe', recovery.result);
    this.replied.add(channel);
    hub.release(channel, this, recovery.sent);
  }

  /**
   * A subscription asking for it (`recoverable`, or `recover` with its last `offset` and
   * `epoch`) is recoverable: the reply gives the channel's position (the same on every
   * instance) and, on recovery, the publications missed since (or `recovered: false`).
   * `sent`: the position the client holds once it has the reply.
   */
  private async recovery(
    channel: string,
    params: Record<string, unknown>,
  ): Promise<{ result: object; sent: StreamPosition }> {
    const isRecovering = params.recover === true;
    if (params.recoverable !== true && !isRecovering) {
      return { result: {}, sent: { epoch: '', offset: 0 } };
    }
    const since = isRecovering
      ? { epoch: String(params.epoch ?? ''), offset: Number(params.offset ?? 0) }
      : null;
    const { epoch, offset, publications } = await this.deps.hub.broker.history(channel, {
      since,
      limit: isRecovering ? -1 : 0,
      reverse: false,
    });
    const position = { recoverable: true, epoch, offset };
    if (!isRecovering) return { result: position, sent: { epoch, offset } };
    return {
      result: {
        ...position,
        was_recovering: true,
        recovered: publications !== null,
        publications: (publications ?? []).map(toWire),
      },
      sent: { epoch, offset },
    };
  }

  /**
   * `history` (shared/design/centrifuge-protocol.md) of a channel this connection is subscribed
   * to: its position and, with `limit`, the publications after `since` (or the latest); the
   * same on every instance. 112 when `since` cannot be served.
   */
  private async history(id: number, params: Record<string, unknown>) {
    const channel = typeof params.channel === 'string' ? params.channel : '';
    if (!this.subscriptions.has(channel)) return this.fail(id, ERRORS.permissionDenied);
    const since = params.since as { offset?: unknown; epoch?: unknown } | undefined;
    let answer: Awaited<ReturnType<Hub['broker']['history']>>;
    try {
      answer = await this.deps.hub.broker.history(channel, {
        since: since
          ? { epoch: String(since.epoch ?? ''), offset: Number(since.offset ?? 0) }
          : null,
        limit: Number(params.limit ?? 0),
        reverse: params.reverse === true,
      });
    } catch (error) {
      this.deps.log.warn({ err: error, channel }, 'realtime history read failed');
      return this.fail(id, ERRORS.internal);
    }
    if (this.state === 'closed') return;
    const { epoch, offset, publications } = answer;
    if (!publications) return this.fail(id, ERRORS.unrecoverablePosition);
    this.reply(id, 'history', { epoch, offset, publications: publications.map(toWire) });
  }

  /** A channel of the token namespaces: its token must name it and this connection's user. */
  private async checkSubscriptionToken(
    channel: string,
    token: unknown,
  ): Promise<ProtocolError | null> {
    if (typeof token !== 'string' || !token) return ERRORS.permissionDenied;
    const check = await this.deps.checkSubscription(token, channel, this.userId);
    if (check === 'expired') return ERRORS.tokenExpired;
    return check === 'valid' ? null : ERRORS.permissionDenied;
  }

  private unsubscribe(id: number, params: Record<string, unknown>) {
    const channel = typeof params.channel === 'string' ? params.channel : '';
    this.replied.delete(channel);
    if (this.subscriptions.delete(channel)) this.deps.hub.unsubscribe(channel, this);
    this.reply(id, 'unsubscribe');
  }

  private async refresh(id: number, params: Record<string, unknown>) {
    const token = typeof params.token === 'string' ? params.token : '';
    if (!this.userId || !token) return this.close(DISCONNECTS.badRequest);
    const identity = await this.deps.identify(token);
    if (this.state === 'closed') return;
    if (identity.status === 'expired') return this.close(DISCONNECTS.connectionExpired);
    if (identity.status === 'invalid' || identity.userId !== this.userId) {
      return this.close(DISCONNECTS.invalidToken);
    }
    this.reply(id, 'refresh', {
      client: this.clientId,
      version: this.deps.settings.version,
      ...this.expiry(identity.expiresAt),
    });
  }

  /** Sends `{}` after `delayMs`; no answer within the pong timeout closes with 3012. */
  private schedulePing(delayMs: number) {
    const { pingMs, pongTimeoutMs } = this.deps.settings;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.send(PING);
      this.isAwaitingPong = true;
      this.timer = setTimeout(() => {
        if (this.isAwaitingPong) this.close(DISCONNECTS.noPong);
        else this.schedulePing(pingMs - pongTimeoutMs);
      }, pongTimeoutMs);
    }, delayMs);
  }
}

/** A kept publication as the protocol's `Publication` (data, offset, time). */
const toWire = (pub: Publication) => ({
  data: JSON.parse(pub.dataJson),
  offset: pub.offset,
  time: pub.time,
});
