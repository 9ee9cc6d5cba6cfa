import { randomUUID } from 'node:crypto';
import {
  type Account,
  CHANNELS,
  type Invoice,
  type NotifiableMessage,
  type RealtimeMessage,
} from '@casino/contracts';
import type { Clock } from '../../shared/clock.ts';
import type { DomainEvent, EventBus } from '../../shared/event-bus.ts';

/** Where the current state of what an event names is read (the owning modules' services). */
export interface RealtimeSources {
  findAccount(playerId: string, accountId: string): Promise<Account | null>;
  findInvoice(playerId: string, invoiceId: string): Promise<Invoice | null>;
}

export interface RealtimeWiring {
  events: EventBus;
  clock: Clock;
  sources: RealtimeSources;
  /** Publishes on every instance; resolves to how many had a subscriber. */
  publish(channel: string, message: RealtimeMessage): Promise<number>;
  /** A player event nobody received (player offline): the missed-notification buffer keeps it. */
  onUndelivered(playerId: string, message: NotifiableMessage): Promise<void>;
  log: { error(details: object, message: string): void };
}

/** A publication for one player: kept as a missed notification when nobody received it. */
type Outgoing = { channel: string; message: RealtimeMessage; playerId?: string };

/** The events about one player (the support chat's have their own wiring: support-pushes.ts). */
type PlayerEvent = Extract<DomainEvent, { playerId: string }>;

/** The message for a domain event, with the entity read after the commit (null: nothing to send). */
async function toOutgoing(
  event: PlayerEvent,
  { sources, clock }: RealtimeWiring,
): Promise<Outgoing | null> {
  const id = randomUUID();
  // Taken before the read: a later version never shows an older state.
  const version = clock.now().getTime();
  const { playerId } = event;
  switch (event.type) {
    case 'wallet.balance.changed': {
      // The version is taken after the commit the snapshot describes, like a read's.
      const account = event.account ?? (await sources.findAccount(playerId, event.accountId));
      if (!account) return null;
      const message = { type: 'wallet.account.updated', id, version, account } as const;
      return { channel: CHANNELS.accounts(playerId), message };
    }
    case 'payment.invoice.updated': {
      const invoice = await sources.findInvoice(playerId, event.invoiceId);
      if (!invoice) return null;
      const message = {
        type: 'payment.invoice.updated',
        id,
        version,
        event: `invoice.${invoice.type}.updated`,
        invoice,
      } as const;
      return { channel: CHANNELS.invoices(playerId), message, playerId };
    }
    case 'bonus.player-bonus.updated': {
      const { type, playerBonus } = event;
      const message = { type, id, version, event: type, playerBonus } as const;
      return { channel: CHANNELS.bonuses(playerId), message, playerId };
    }
    case 'bonus.player-freespin.updated': {
      const { type, playerFreespin } = event;
      const message = { type, id, version, event: type, playerFreespin } as const;
      return { channel: CHANNELS.freespins(playerId), message, playerId };
    }
    case 'bonus.bonus-code.updated': {
      const { type, playerBonusCode } = event;
      const message = { type, id, version, event: type, playerBonusCode } as const;
      return { channel: CHANNELS.bonusCodes(playerId), message, playerId };
    }
    case 'game.bet.refused': {
      const { type, gameIdentity, reason } = event;
      return { channel: CHANNELS.bets(playerId), message: { type, id, gameIdentity, reason } };
    }
    case 'game.round.settled':
      // For retention's counters (issue 33), not a message of its own.
      return null;
    case 'game.round.won':
      return {
        channel: CHANNELS.winners,
        message: { type: 'game.winner', id, winner: event.winner },
      };
    case 'verification.updated': {
      const { level, documentId, status } = event;
      return {
        channel: CHANNELS.verification(playerId),
        message: { type: 'player.verification.updated', id, level, documentId, status },
      };
    }
    case 'player.sessions.closed':
      // Not a publication: the hub closes those sessions' sockets (Hub.closeSessions).
      return null;
    case 'wallet.transfers.posted':
      // Not a publication: wallet.balance.changed tells the player; this feeds the metrics.
      return null;
  }
}

const EVENT_TYPES = [
  'wallet.balance.changed',
  'payment.invoice.updated',
  'bonus.player-bonus.updated',
  'bonus.player-freespin.updated',
  'bonus.bonus-code.updated',
  'game.bet.refused',
  'game.round.won',
  'verification.updated',
] as const satisfies readonly PlayerEvent['type'][];

export interface RealtimeEvents {
  /** Resolves once every event received so far is published (or stored as missed). */
  flush(): Promise<void>;
  stop(): void;
}

/**
 * Turns domain events into publications on the channels of docs/product/realtime.md#channels.
 * Player events that reach nobody (invoices, bonuses) go to the missed-notification buffer instead.
 */
export function wireRealtimeEvents(wiring: RealtimeWiring): RealtimeEvents {
  const { events, publish, onUndelivered, log } = wiring;
  const inFlight = new Set<Promise<void>>();
  const handle = async (event: PlayerEvent) => {
    const outgoing = await toOutgoing(event, wiring);
    if (!outgoing) return;
    const { channel, message, playerId } = outgoing;
    const receivers = await publish(channel, message).catch((err: unknown) => {
      log.error({ err, channel }, 'realtime publish failed');
      return 0;
    });
    if (receivers === 0 && playerId && 'event' in message) {
      await onUndelivered(playerId, message);
    }
  };
  const stops = EVENT_TYPES.map((type) =>
    events.on(type, (event) => {
      const done = handle(event).catch((err: unknown) =>
        log.error({ err, event: event.type }, 'realtime event not delivered'),
      );
      inFlight.add(done);
      void done.then(() => inFlight.delete(done));
    }),
  );
  return {
    async flush() {
      while (inFlight.size > 0) await Promise.all(inFlight);
    },
    stop() {
      for (const stop of stops) stop();
    },
  };
}
