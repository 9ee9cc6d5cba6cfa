import type { Broker, DeliverPublication } from './broker.ts';
import { ChannelHistory, type Publication } from './history.ts';
import { DISCONNECTS, type Disconnect, encodePublication } from './protocol.ts';

/**
 * Internal channel of one player's connections on every instance (a name clients cannot
 * subscribe to: no such namespace): carries which of the player's sessions ended.
 */
export const controlChannel = (playerId: string) => `$control:${playerId}`;
const CONTROL_PREFIX = '$control:';

/** Internal channel of one emulation session: carries the commands POSTed for it. */
export const emulationChannel = (session: string) => `$emulation:${session}`;
const EMULATION_PREFIX = '$emulation:';

/** Sessions that ended: those listed, or all but one. */
export interface ClosedSessions {
  sessionIds?: string[];
  exceptSessionId?: string;
}

/** What the hub needs of a client connection. */
export interface HubMember {
  /** The player id of the connection ('' for anonymous ones and before connect). */
  readonly userId: string;
  /** The session its token belongs to ('' for anonymous ones). */
  readonly sessionId: string;
  /** Writes one frame (nothing when the connection is gone). */
  send(frame: string): void;
  close(disconnect: Disconnect): void;
  /** Commands of the client (emulation transports: POSTed to the emulation endpoint). */
  receive(frame: string | null): void;
}

/**
 * This instance's connections and which of them subscribe to which channel. The hub keeps the
 * broker subscribed to exactly the channels that have local subscribers, and writes each
 * publication the broker delivers to those subscribers (encoded once, not per socket).
 */
export class Hub {
  readonly members = new Set<HubMember>();
  private readonly channels = new Map<string, Set<HubMember>>();
  /** Subscribes waiting for the broker, per channel: they keep its subscription alive. */
  private readonly joining = new Map<string, number>();
  /** Channels the broker is subscribed to. */
  private readonly brokered = new Set<string>();
  /** Per channel, the last broker (un)subscribe queued: they run one after the other. */
  private readonly pending = new Map<string, Promise<void>>();
  readonly broker: Broker;
  /** Recent publications per channel for recovery: with the in-process broker only. */
  readonly history: ChannelHistory | null;
  /** The publication being delivered right now (the in-process broker delivers at once). */
  private delivering: Publication | null = null;

  constructor(createBroker: (deliver: DeliverPublication) => Broker) {
    this.broker = createBroker(this.deliver);
    this.history = this.broker.kind === 'memory' ? new ChannelHistory() : null;
  }

  add(member: HubMember) {
    this.members.add(member);
  }

  /** Forgets a closed connection and its subscriptions. */
  remove(member: HubMember, channels: Iterable<string>) {
    this.members.delete(member);
    for (const channel of channels) this.unsubscribe(channel, member);
  }

  /**
   * Adds `member` to the channel once the broker delivers it, so a publication made after this
   * resolves reaches it. The caller sends the subscribe reply in the same tick: it then goes out
   * before any publication of the channel. False when the member left meanwhile.
   */
  async subscribe(channel: string, member: HubMember): Promise<boolean> {
    this.joining.set(channel, (this.joining.get(channel) ?? 0) + 1);
    try {
      await this.syncBroker(channel);
    } finally {
      const left = (this.joining.get(channel) ?? 1) - 1;
      if (left === 0) this.joining.delete(channel);
      else this.joining.set(channel, left);
    }
    if (!this.members.has(member)) {
      void this.syncBroker(channel).catch(() => {});
      return false;
    }
    let set = this.channels.get(channel);
    if (!set) {
      set = new Set();
      this.channels.set(channel, set);
    }
    set.add(member);
    return true;
  }

  unsubscribe(channel: string, member: HubMember) {
    const set = this.channels.get(channel);
    if (!set?.delete(member)) return;
    if (set.size === 0) {
      this.channels.delete(channel);
      void this.syncBroker(channel).catch(() => {});
    }
  }

  /**
   * Hands commands POSTed to the emulation endpoint to their session, on whichever instance
   * holds its stream; resolves to 0 when none does (the client then reconnects).
   */
  emulate(session: string, commands: string): Promise<number> {
    return this.publish(emulationChannel(session), commands);
  }

  /** Publishes through the broker; resolves to the number of instances that had a subscriber. */
  publish(channel: string, data: unknown): Promise<number> {
    const dataJson = JSON.stringify(data);
    if (!this.history || channel.startsWith('$')) return this.broker.publish(channel, dataJson);
    this.delivering = this.history.append(channel, dataJson);
    try {
      // NOTE: the in-process broker delivers before its promise is made, so `deliver` sees it.
      return this.broker.publish(channel, dataJson);
    } finally {
      this.delivering = null;
    }
  }

  /**
   * Ends the sockets of closed sessions on every instance (logout, a session closed from the
   * session list, a password change): they get 3500 and do not reconnect.
   */
  closeSessions(playerId: string, closed: ClosedSessions): Promise<number> {
    return this.publish(controlChannel(playerId), closed);
  }

  /** The broker's delivery: one encoded push written to every local subscriber. */
  deliver = (channel: string, dataJson: string) => {
    const set = this.channels.get(channel);
    if (!set) return;
    if (channel.startsWith(CONTROL_PREFIX)) {
      const { sessionIds, exceptSessionId } = JSON.parse(dataJson) as ClosedSessions;
      for (const member of [...set]) {
        const isClosed = sessionIds
          ? sessionIds.includes(member.sessionId)
          : member.sessionId !== exceptSessionId;
        if (isClosed) member.close(DISCONNECTS.invalidToken);
      }
      return;
    }
    if (channel.startsWith(EMULATION_PREFIX)) {
      const commands = JSON.parse(dataJson) as string;
      for (const member of set) member.receive(commands);
      return;
    }
    const frame = encodePublication(channel, dataJson, this.delivering?.offset);
    for (const member of set) member.send(frame);
  };

  subscriberCount(channel: string): number {
    return this.channels.get(channel)?.size ?? 0;
  }

  /** Closes every connection (graceful stop: 3001 shutdown, the clients go elsewhere). */
  closeAll(disconnect: Disconnect) {
    for (const member of [...this.members]) member.close(disconnect);
  }

  private syncBroker(channel: string): Promise<void> {
    const previous = this.pending.get(channel) ?? Promise.resolve();
    const next = previous.then(async () => {
      const { broker } = this;
      const isWanted = this.channels.has(channel) || this.joining.has(channel);
      if (isWanted && !this.brokered.has(channel)) {
        await broker.subscribe(channel);
        this.brokered.add(channel);
      } else if (!isWanted && this.brokered.has(channel)) {
        this.brokered.delete(channel);
        await broker.unsubscribe(channel);
      }
    });
    const settled = next.catch(() => {});
    this.pending.set(channel, settled);
    void settled.then(() => {
      if (this.pending.get(channel) === settled) this.pending.delete(channel);
    });
    return next;
  }
}
