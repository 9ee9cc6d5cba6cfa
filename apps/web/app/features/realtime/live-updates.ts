import type { RealtimeMessage } from '@casino/contracts';
import { notificationApi, playerApi } from '@casino/contracts/api';
import { playerChannels } from '@casino/contracts/channels';
import type { DisconnectedContext, StateContext } from 'centrifuge';
import { ApiError, call } from '../../lib/api';
import { retentionKeys } from '../../lib/query-keys';
import { holdRealtime } from '../../lib/realtime/connection';
import { applyMessage, type MessageContext } from './message-handlers';
import { subscribePlayerChannel } from './player-subscription';

/**
 * The server ends the socket of a session it closed with 3500 and no reconnect: a logout
 * elsewhere, a time-out or self-exclusion (from another device or by an operator), a password
 * change, a session ended from the sessions list.
 */
const SESSION_CLOSED = 3500;

/** How long missed notifications wait for the live subscriptions before they are read anyway. */
const MISSED_WAIT_MS = 5000;

/** Marks the page for journeys and debugging: `<html data-realtime="live">` once subscribed. */
function mark(state: string) {
  document.documentElement.dataset.realtime = state;
}

/**
 * Reads what the player missed while offline (after profile load and the live subscriptions,
 * so nothing falls in between), applies it oldest first, then cleans the buffer up to the
 * newest one read. A deposit-updated event shows the invoice status
 * (docs/product/states.md#signing-in).
 */
async function processMissed(ctx: MessageContext, seen: Set<string>) {
  const { items } = await call(notificationApi.listMissed);
  if (items.length === 0) return;
  for (const item of items) {
    const message = item.data as unknown as RealtimeMessage;
    if (seen.has(message.id)) continue;
    seen.add(message.id);
    applyMessage(message, ctx);
  }
  // Balances may have moved with them: the account list is read again, and the inbox (a kept
  // limit notice carries the unread count of its time).
  void ctx.queryClient.invalidateQueries({ queryKey: ['wallet', 'accounts'] });
  void ctx.queryClient.invalidateQueries({ queryKey: retentionKeys.inbox });
  await call(notificationApi.clearMissed, { query: { until: items.at(-1)!.id } });
}

/**
 * Starts the player's live updates: the page's realtime connection as the player
 * (lib/realtime/connection.ts), a subscription per player channel
 * (docs/product/states.md#session: accounts, invoices, bonus codes, bonuses, free spins, restricted
 * bets), then the missed notifications. The centrifuge client reconnects with backoff (500 ms to
 * 20 s), when pings stop and when the device is back online; the returned function stops it all
 * (logout).
 */
export function startLiveUpdates(
  playerId: string,
  ctx: MessageContext & {
    /** This page's session was closed on the server: it has ended here too (signed out). */
    onSessionClosed?(): void;
    /** The page closed the session itself (a time-out it started) and handles the sign-out. */
    isSessionEndExpected?(): boolean;
  },
): () => void {
  const lease = holdRealtime('player');
  const { client } = lease;
  const seen = new Set<string>();
  const onMessage = (message: RealtimeMessage) => {
    if (seen.has(message.id)) return;
    seen.add(message.id);
    if (seen.size > 500) seen.delete(seen.values().next().value!);
    applyMessage(message, ctx);
  };
  let isStopped = false;
  const subscriptions = playerChannels(playerId).map((channel) =>
    subscribePlayerChannel(client, channel, {
      queryClient: ctx.queryClient,
      onMessage,
      onSubscribed: () => {
        if (subscriptions.every((s) => s.state === 'subscribed')) mark('live');
      },
    }),
  );
  const onState = (state: StateContext) => {
    if (state.newState !== 'connected') mark(state.newState);
  };
  // The page asks the API: its 401 ends the session here (the shared unauthorized handler),
  // which drops the player's data and leaves the page, game included (issue 13).
  const onDisconnected = (event: DisconnectedContext) => {
    if (isStopped || event.code !== SESSION_CLOSED || ctx.isSessionEndExpected?.()) return;
    call(playerApi.getProfile).catch((error: unknown) => {
      if (error instanceof ApiError && error.status === 401) ctx.onSessionClosed?.();
    });
  };
  client.on('state', onState);
  client.on('disconnected', onDisconnected);
  const isLive = new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, MISSED_WAIT_MS);
    const invoices = subscriptions.find((s) => s.channel.startsWith('payment:invoices#'))!;
    invoices.once('subscribed', () => {
      clearTimeout(timer);
      resolve();
    });
  });
  void isLive
    .then(() => (isStopped ? undefined : processMissed(ctx, seen)))
    .catch(() => {
      // Read again at the next page load; nothing was deleted.
    });

  return () => {
    isStopped = true;
    client.off('state', onState);
    client.off('disconnected', onDisconnected);
    for (const subscription of subscriptions) {
      subscription.removeAllListeners();
      client.removeSubscription(subscription);
    }
    lease.release();
    delete document.documentElement.dataset.realtime;
  };
}
