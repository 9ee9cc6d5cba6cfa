import type { Broker, DeliverPublication, ResyncSubscriptions } from './broker.ts';
import type { StreamPosition } from './history.ts';
import { DISCONNECTS, type Disconnect, encodePublication } from './protocol.ts';

/**
 * Internal channel of one player's connections on every instance (a name clients cannot
 * subscribe to: no such namespace): carries which of the player's sessions ended.
 */
export const controlChannel = (playerId: string) => `$control:${playerId}`;
const CONTROL_PREFIX = '$control:';

/**
 * Internal channel of the sockets subscribed with tokens given to one holder (an operator): a
 * publication on it closes them (Hub.revokeHolder).
 */
export const holderChannel = (holder: string) => `$holder:${holder}`;
const HOLDER_PREFIX = '$holder:';

/** Internal channel of one emulation session: carries the commands POSTed for it. */
export const emulationChannel = (session: string) => `$emulation:${session}`;
const EMULATION_PREFIX = '$emulation:';

/** A publication of a channel with history, as encoded for the members. */
interface Push {
  position?: StreamPosition;
  frame: string;
}

/**
 * Where a member's subscription stands: the last position it was sent, and while its subscribe
 * reply is not out, the publications waiting for it.
 */
interface MemberPosition extends StreamPosition {
  held: Push[] | null;
}

/** Sessions that ended: those listed, or all but one. */
export interface ClosedSessions {
  sessionIds?: string[];
  exceptSessionId?: string;
}

/**
 * Which of these sessions are still open (not closed, not expired, player active): one lookup
 * for every session-bound socket of the instance.
 */
export type OpenSessions = (sessionIds: string[]) => Promise<ReadonlySet<string>>;

export interface HubOptions {
  /** Without it (tests of the hub alone), sessions are never re-checked. */
  openSessions?: OpenSessions;
  onError?(error: unknown): void;
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
  /**
   * Ends the client's subscriptions to these channels (null: all) with "state invalidated":
   * the client subscribes again without recovery and rereads their data.
   */
  invalidate(channels: ReadonlySet<string> | null): void;
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
  /** Per channel, where each member subscribed by a client stands (see `release`). */
  private readonly positions = new Map<string, Map<HubMember, MemberPosition>>();
  readonly broker: Broker;
  private readonly options: HubOptions;

  constructor(
    createBroker: (deliver: DeliverPublication, resync: ResyncSubscriptions) => Broker,
    options: HubOptions = {},
  ) {
    this.options = options;
    this.broker = createBroker(this.deliver, this.invalidate);
  }

  /**
   * Publications of these channels (null: any) may have been lost: their clients reread. A lost
   * `$control` publication may have been a session close, so the sockets of those players (all,
   * for null) re-check their session and the closed ones end with 3500.
   */
  invalidate = (channels: string[] | null) => {
    const only = channels && new Set(channels);
    for (const member of [...this.members]) member.invalidate(only);
    const players =
      channels &&
      new Set(
        channels
          .filter((c) => c.startsWith(CONTROL_PREFIX))
          .map((c) => c.slice(CONTROL_PREFIX.length)),
      );
    if (players?.size === 0) return;
    this.closeEndedSessions(players).catch((error: unknown) => this.options.onError?.(error));
  };

  /**
   * Closes with 3500 this instance's sockets (of these players; null: all) whose session is no
   * longer open, as a `$control` publication would have: one lookup for all of them. Resolves
   * to how many were closed.
   */
  async closeEndedSessions(players: ReadonlySet<string> | null = null): Promise<number> {
    const { openSessions } = this.options;
    const bound = [...this.members].filter(
      (member) => member.sessionId && (!players || players.has(member.userId)),
    );
    if (!openSessions || bound.length === 0) return 0;
    const open = await openSessions([...new Set(bound.map((member) => member.sessionId))]);
    let closed = 0;
    for (const member of bound) {
      if (!this.members.has(member) || open.has(member.sessionId)) continue;
      member.close(DISCONNECTS.invalidToken);
      closed += 1;
    }
    return closed;
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
   * before any publication of the channel. With `hold`, the publications wait instead until
   * `release` (the reply needs the history first). False when the member left meanwhile.
   */
  async subscribe(channel: string, member: HubMember, hold = false): Promise<boolean> {
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
    if (hold) {
      const positions = this.positions.get(channel) ?? new Map<HubMember, MemberPosition>();
      positions.set(member, { epoch: '', offset: 0, held: [] });
      this.positions.set(channel, positions);
    }
    return true;
  }

  /**
   * Writes what a held member got since joining, after its subscribe reply that left the client
   * at `sent`. From then on, a publication at or before the member's position (in the reply's
   * recovered publications, or arriving late on the pub/sub connection) is not written again:
   * the client sees each offset once and in order.
   */
  release(channel: string, member: HubMember, sent: StreamPosition) {
    const position = this.positions.get(channel)?.get(member);
    if (!position?.held) return;
    const { held } = position;
    Object.assign(position, { epoch: sent.epoch, offset: sent.offset, held: null });
    for (const push of held) writePush(member, position, push);
  }

  unsubscribe(channel: string, member: HubMember) {
    const positions = this.positions.get(channel);
    if (positions?.delete(member) && positions.size === 0) this.positions.delete(channel);
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
    return this.broker.publish(channel, JSON.stringify(data));
  }

  /**
   * Ends the sockets of closed sessions on every instance (logout, a session closed from the
   * session list, a password change): they get 3500 and do not reconnect.
   */
  closeSessions(playerId: string, closed: ClosedSessions): Promise<number> {
    return this.publish(controlChannel(playerId), closed);
  }

  /**
   * Ends, on every instance, the sockets subscribed with tokens given to `holder` (an operator
   * disabled or signed out by an admin): 3500, they do not reconnect.
   */
  revokeHolder(holder: string): Promise<number> {
    return this.publish(holderChannel(holder), {});
  }

  /** The broker's delivery: one encoded push written to every local subscriber. */
  deliver = (channel: string, dataJson: string, position?: StreamPosition) => {
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
    if (channel.startsWith(HOLDER_PREFIX)) {
      for (const member of [...set]) member.close(DISCONNECTS.invalidToken);
      return;
    }
    if (channel.startsWith(EMULATION_PREFIX)) {
      const commands = JSON.parse(dataJson) as string;
      for (const member of set) member.receive(commands);
      return;
    }
    const push = { position, frame: encodePublication(channel, dataJson, position?.offset) };
    const positions = this.positions.get(channel);
    for (const member of set) {
      const at = positions?.get(member);
      if (at) writePush(member, at, push);
      else member.send(push.frame);
    }
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

/** Holds `push` while the member waits for its reply, else writes it unless already sent. */
function writePush(member: HubMember, at: MemberPosition, push: Push) {
  if (at.held) {
    at.held.push(push);
    return;
  }
  const { position } = push;
  if (position && position.epoch === at.epoch && position.offset <= at.offset) return;
  if (position) Object.assign(at, position);
  member.send(push.frame);
}
