import type {
  Account,
  BonusCode,
  PlayerBonus,
  PlayerFreespin,
  SupportPush,
  Winner,
} from '@casino/contracts';

/**
 * Domain events, published after the change they describe is committed. Sinks (realtime,
 * notifications) subscribe in app.ts; no domain module imports them (STYLE.md §2).
 */
export type DomainEvent =
  | {
      /**
       * Sessions ended (logout, closed by the player, refresh-token replay, password change or
       * reset): `sessionIds`, or every session of the player but `exceptSessionId`.
       */
      type: 'player.sessions.closed';
      playerId: string;
      sessionIds?: string[];
      exceptSessionId?: string;
    }
  | {
      type: 'wallet.balance.changed';
      playerId: string;
      /** The player's wallet account (docs/product/entities.md#account) whose balances moved. */
      accountId: string;
      currency: string;
      /**
       * The account's state at the commit, when the movement held every row of it locked until
       * then (game movements): published as is, without reading it again. Absent: read it.
       */
      account?: Account;
    }
  | {
      /**
       * One ledger post committed (a deposit, a withdrawal step, a stake, a win...): each
       * transfer's code and state. Feeds the metrics; a replayed key emits nothing.
       */
      type: 'wallet.transfers.posted';
      playerId: string;
      transfers: Array<{ code: string; state: string }>;
    }
  | {
      type: 'payment.invoice.updated';
      playerId: string;
      invoiceId: string;
      invoiceType: 'deposit' | 'withdrawal';
      status: number;
    }
  | {
      /**
       * A bet was refused (inactive account, short balance, limit, exclusion): game:bets,
       * docs/product/realtime.md#channels.
       */
      type: 'game.bet.refused';
      playerId: string;
      gameIdentity: string;
      reason:
        | 'insufficient_funds'
        | 'account_inactive'
        | 'limit'
        | 'self_exclusion'
        | 'bonus_max_stake';
    }
  | {
      /**
       * A round closed with its stake and win (the seamless wallet's settled stake, issue 33):
       * published after the commit for the retention features (loyalty points, tournaments,
       * quests, cashback). Not replayed by the bus: a consumer that must not miss one catches
       * up from `game_rounds` (settled_at), keyed by `roundId`.
       */
      type: 'game.round.settled';
      playerId: string;
      roundId: string;
      gameId: string;
      gameIdentity: string | null;
      providerId: string;
      categories: string[];
      currency: string;
      stake: number;
      win: number;
      settledAt: Date;
    }
  | {
      /**
       * A real-money round paid out: feeds the public winners channel
       * (docs/product/entities.md#winner).
       */
      type: 'game.round.won';
      playerId: string;
      winner: Winner;
    }
  | {
      /**
       * A player bonus was issued, activated or finished: bonus:player-bonuses,
       * docs/product/realtime.md#channels.
       */
      type: 'bonus.player-bonus.updated';
      playerId: string;
      playerBonus: PlayerBonus;
    }
  | {
      /**
       * Free spins were issued, activated or finished: bonus:player-freespins,
       * docs/product/realtime.md#channels.
       */
      type: 'bonus.player-freespin.updated';
      playerId: string;
      playerFreespin: PlayerFreespin;
    }
  | {
      /** A bonus code the player entered was applied, used or refused: bonus:player-bonus-codes. */
      type: 'bonus.bonus-code.updated';
      playerId: string;
      playerBonusCode: BonusCode;
    }
  | {
      /** A verification decision (docs/decisions/028): a document's status or the level moved. */
      type: 'verification.updated';
      playerId: string;
      level: 'none' | 'basic' | 'full';
      documentId: string | null;
      status: number | null;
    }
  | {
      /**
       * Something happened in a support conversation (docs/decisions/030): its channel gets
       * `push` (a message, typing, a read mark, the status), and `toQueue` tells the agents'
       * queue that the conversation changed.
       */
      type: 'support.conversation.changed';
      conversationId: string;
      push: Exclude<SupportPush, { type: 'support.queue' }> | null;
      toQueue: boolean;
    }
  | {
      /**
       * An agent may no longer answer (disabled, another role, signed out): the sockets
       * subscribed with tokens given to `holder` close on every instance.
       */
      type: 'support.agent.ended';
      holder: string;
    };
export type DomainEventType = DomainEvent['type'];
type EventOf<T extends DomainEventType> = Extract<DomainEvent, { type: T }>;

/** Where a service sends its events. */
export interface EventSink {
  emit(event: DomainEvent): void;
}

export interface EventBus extends EventSink {
  /** Subscribes; the returned function unsubscribes. */
  on<T extends DomainEventType>(type: T, handler: (event: EventOf<T>) => void): () => void;
}

/** In-process and synchronous; a failing subscriber is reported, never breaks the publisher. */
export function createEventBus(onError: (error: unknown, event: DomainEvent) => void): EventBus {
  const handlers = new Map<DomainEventType, Set<(event: DomainEvent) => void>>();
  return {
    emit(event) {
      for (const handler of handlers.get(event.type) ?? []) {
        try {
          handler(event);
        } catch (error) {
          onError(error, event);
        }
      }
    },
    on(type, handler) {
      const set = handlers.get(type) ?? new Set();
      handlers.set(type, set);
      const wrapped = handler as (event: DomainEvent) => void;
      set.add(wrapped);
      return () => set.delete(wrapped);
    },
  };
}

/**
 * Holds events emitted inside a database transaction: `publish()` after the commit, nothing
 * when it rolled back (the collector is simply dropped).
 */
export function collectEvents(target: EventSink): EventSink & { publish(): void } {
  const held: DomainEvent[] = [];
  return {
    emit: (event) => held.push(event),
    publish() {
      for (const event of latestBonusStates(held.splice(0))) target.emit(event);
    },
  };
}

/**
 * One announcement per bonus and transaction, its final state: a bonus issued and activated
 * in one commit (a deposit's bonus) is announced active, never "waiting" a moment after.
 */
function latestBonusStates(events: DomainEvent[]): DomainEvent[] {
  const last = new Map<string, number>();
  events.forEach((event, index) => {
    if (event.type === 'bonus.player-bonus.updated') last.set(event.playerBonus.id, index);
  });
  return events.filter(
    (event, index) =>
      event.type !== 'bonus.player-bonus.updated' || last.get(event.playerBonus.id) === index,
  );
}

/** Drops everything: for tools (CLI) that have no subscriber. */
export const discardEvents: EventSink = { emit() {} };
