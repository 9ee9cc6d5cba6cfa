import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../components/layout/page-header';
import { type SportsbookEvent, useSportsbook } from '../features/sportsbook/use-sportsbook';
import { useActiveAccount } from '../features/wallet/use-payment-methods';
import { useOpenModal } from '../lib/modal-query';
import { seoMeta } from '../lib/seo';
import { useSessionView } from '../lib/session/use-session-view';
import { useSite, useT } from '../lib/site';
import type { Route } from './+types/betting';

export const meta: Route.MetaFunction = (args) => seoMeta(args, 'betting');

const PATH_PARAM = 'setIframePath';

/**
 * Sportsbook (docs/decisions/032): the provider's SDK script is loaded on this page only, on
 * demand, and renders into the container. Its route lives in `?setIframePath=` so Back and
 * shared links reopen the same screen; its events open the site's modals.
 */
export default function Betting() {
  const t = useT();
  const { locale } = useSite();
  const { status: session, player } = useSessionView();
  const account = useActiveAccount();
  const open = useOpenModal();
  const client = useQueryClient();
  const [params, setParams] = useSearchParams();
  const path = params.get(PATH_PARAM) ?? '/';
  const container = useRef<HTMLDivElement>(null);
  const shownPath = useRef(path);
  const [height, setHeight] = useState<number | null>(null);
  const isPlayer = session === 'player';
  const currency = account?.currency ?? 'USD';

  const onEvent = (event: SportsbookEvent) => {
    if (event.type === 'signIn') void open('sign-in');
    if (event.type === 'deposit') void open('wallet', 'deposit');
    if (event.type === 'heightChange') setHeight(event.height);
    if (event.type === 'betPlaced') void client.invalidateQueries({ queryKey: ['game', 'bets'] });
    // limitReached: the casino's `game.bet.refused` push already opens the limit modal.
    if (event.type === 'routeChange') {
      shownPath.current = event.path;
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (event.path === '/') next.delete(PATH_PARAM);
          else next.set(PATH_PARAM, event.path);
          return next;
        },
        { preventScrollReset: true },
      );
    }
  };

  const sdk = useSportsbook(container, {
    sessionKey: `${session}:${player?.id ?? ''}:${currency}`,
    isPlayer,
    locale,
    currency,
    path,
    onEvent,
  });

  // Back/forward (or a link) changed the route under the SDK: show it there too.
  useEffect(() => {
    if (path !== shownPath.current) {
      shownPath.current = path;
      sdk.navigate(path);
    }
  }, [path, sdk]);

  return (
    <>
      <PageHeader title={t('betting.title')} />
      {sdk.status !== 'ready' ? (
        <div className="game-frame" style={{ aspectRatio: 'auto', minHeight: 480 }} role="status">
          {sdk.status === 'failed' ? (
            <span>{t('betting.failed')}</span>
          ) : (
            <>
              <span className="spinner" style={{ width: 32, height: 32 }} aria-hidden="true" />
              <span className="visually-hidden">{t('betting.loading')}</span>
            </>
          )}
        </div>
      ) : null}
      <div
        id="sportsbook"
        ref={container}
        style={{ minHeight: height ?? undefined }}
        hidden={sdk.status !== 'ready'}
      />
    </>
  );
}
