import { splitLocale } from '@casino/contracts/site';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { fetchLatestBuildId } from '../../lib/api';
import { ui } from '../../lib/ui-store';

export const BUILD_CHECK_MS = 60 * 60 * 1000;

/** Sets --vh and --app-height from the real inner height (phones' toolbars change it). */
function useViewportHeight() {
  useEffect(() => {
    const apply = () => {
      const style = document.documentElement.style;
      style.setProperty('--vh', `${window.innerHeight * 0.01}px`);
      style.setProperty('--app-height', `${window.innerHeight}px`);
    };
    apply();
    window.addEventListener('resize', apply);
    return () => window.removeEventListener('resize', apply);
  }, []);
}

/** The question list and its pages count as one page, so moving between them changes nothing. */
function pageKeyOf(pathname: string) {
  const { path } = splitLocale(pathname);
  return path.startsWith('/questions') ? '/questions' : pathname;
}

/**
 * docs/product/routes-and-modals.md#rule-2-alerts-and-drawer: a path change hides alerts; any URL
 * change closes the drawer.
 */
function usePageChangeRules() {
  const { pathname, search, hash } = useLocation();
  const pageKey = pageKeyOf(pathname);
  const url = `${pathname}${search}${hash}`;
  const previous = useRef({ pageKey, url });
  useEffect(() => {
    const before = previous.current;
    previous.current = { pageKey, url };
    if (before.pageKey !== pageKey) {
      ui.hideAlerts();
      // Screen readers start reading the new page, not the link that led there.
      document.getElementById('content')?.focus({ preventScroll: true });
    }
    if (before.url !== url) ui.closeDrawer();
  }, [pageKey, url]);
}

/**
 * Polls the build manifest hourly; once a newer build is out, the next navigation is a full
 * page load so the visitor gets the new code.
 */
function useBuildWatcher(buildId: string) {
  const isStale = useRef(false);
  const { pathname, search } = useLocation();
  const lastUrl = useRef(`${pathname}${search}`);

  useEffect(() => {
    const check = async () => {
      // Unreadable (offline, server restarting): try again next hour.
      const latestId = await fetchLatestBuildId();
      if (latestId && latestId !== buildId) isStale.current = true;
    };
    const timer = window.setInterval(check, BUILD_CHECK_MS);
    return () => window.clearInterval(timer);
  }, [buildId]);

  useEffect(() => {
    const url = `${pathname}${search}`;
    if (url === lastUrl.current) return;
    lastUrl.current = url;
    if (isStale.current) window.location.reload();
  }, [pathname, search]);
}

export function useSiteEffects(buildId: string) {
  useViewportHeight();
  usePageChangeRules();
  useBuildWatcher(buildId);
}
