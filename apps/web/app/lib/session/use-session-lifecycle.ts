import { localizePath } from '@casino/contracts/site';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { captureAffiliate } from '../affiliate';
import { hasSessionMarker } from './session-marker';
import { readChange, SESSION_CHANGE_KEY, session, useSession } from './session-store';

/**
 * Mount-time session duties (docs/product/states.md#session): restore the player when only a token
 * is known, follow other tabs through `changeSession`, and send a player who was logged out to the
 * localized home with the player's data dropped.
 */
export function useSessionLifecycle(locale: string) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { status } = useSession();
  const { pathname } = useLocation();
  const previous = useRef(status);

  useEffect(() => {
    // Affiliate values at mount (docs/product: mount sequence, "Affiliate").
    captureAffiliate(
      session.get().status !== 'guest',
      new URL(window.location.href),
      window.history.length > 1,
    );
    if (session.get().status === 'pending') void session.restore();
    const onStorage = (event: StorageEvent) => {
      if (event.key !== SESSION_CHANGE_KEY) return;
      const kind = readChange(event.newValue);
      const current = session.get().status;
      if (kind === 'login' && current !== 'player') window.location.reload();
      if (kind === 'logout' && current !== 'guest') session.end({ isRemote: true });
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  // A page answer that found the session ended removed its cookies, the marker too (8.2).
  useEffect(() => {
    if (pathname && session.get().status !== 'guest' && !hasSessionMarker()) session.end();
  }, [pathname]);

  useEffect(() => {
    const before = previous.current;
    previous.current = status;
    if (before === 'guest' || status !== 'guest') return;
    queryClient.clear();
    // Also a session that was being restored and turned out dead (spec 8.2: any 401/403).
    navigate(localizePath('/', locale));
  }, [status, locale, navigate, queryClient]);
}
