import type { InboxMessage, Invoice, RealtimeMessage } from '@casino/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { inboxText } from '../../lib/inbox-text';
import { useFormatMoney } from '../../lib/money/use-money';
import { session, useSession } from '../../lib/session/session-store';
import { useAlertText, useT } from '../../lib/site';
import { ui } from '../../lib/ui-store';

const NOTICE_TOAST_MS = 10_000;

/**
 * Live updates while a player is signed in (docs/product/states.md#session): they start on login
 * and stop on logout. The centrifuge client and the handlers load on demand after hydration, so a
 * first visit downloads none of it.
 */
export function useRealtime() {
  const { status, player } = useSession();
  const queryClient = useQueryClient();
  const alert = useAlertText();
  const format = useFormatMoney(status === 'player');
  // The latest texts and formatting (language, currencies) without restarting the connection.
  const t = useT();
  const held = (amount: string) => t('wallet.heldToast', { amount });
  const sessionEnded = t('common.sessionEnded');
  const cancelled = t('wallet.declined');
  const texts = useRef({ alert, format, held, cancelled, sessionEnded, t });
  texts.current = { alert, format, held, cancelled, sessionEnded, t };
  const playerId = status === 'player' ? player?.id : undefined;

  useEffect(() => {
    if (!playerId) return;
    let stop: (() => void) | undefined;
    let isCancelled = false;
    void Promise.all([import('./live-updates'), import('./message-handlers')]).then(
      ([{ startLiveUpdates }, { bonusToast, invoiceToast }]) => {
        if (isCancelled) return;
        const toastInvoice = (invoice: Invoice) => {
          const toast = invoiceToast(invoice, texts.current);
          // The outcome of the player's own payment is never dropped by the throttle: a
          // deposit's bonus is announced in the same moment (docs/product/constants.md).
          if (toast) ui.toast(toast, undefined, { isAnswer: true });
        };
        const toastBonus = (message: RealtimeMessage) => {
          const toast = bonusToast(message, texts.current);
          if (toast) ui.toast(toast);
        };
        // A limit's use at 50, 80 or 100 percent (issue 35): never dropped by the throttle (it
        // comes with the deposit's own toast), shown longer than the usual toast.
        const toastNotice = (message: InboxMessage) => {
          if (message.source !== 'limits') return;
          const { title, body } = inboxText(message, texts.current);
          ui.toast({ kind: 'info', title, text: body }, NOTICE_TOAST_MS, { isAnswer: true });
        };
        const onSessionClosed = () =>
          ui.toastOnNextPage({ kind: 'info', title: texts.current.sessionEnded });
        stop = startLiveUpdates(playerId, {
          queryClient,
          toastInvoice,
          toastBonus,
          toastNotice,
          onSessionClosed,
          isSessionEndExpected: session.isEndExpected,
        });
      },
    );
    return () => {
      isCancelled = true;
      stop?.();
    };
  }, [playerId, queryClient]);
}
