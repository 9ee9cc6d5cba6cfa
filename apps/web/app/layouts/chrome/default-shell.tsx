import { type ReactNode, Suspense, useState } from 'react';
import { Toaster } from '../../components/ui/toaster';
import { useReferralKeeper } from '../../features/retention/cashback/use-referral-keeper';
import { ChatFab } from '../../features/support/chat-launcher';
import { useChat } from '../../features/support/chat-store';
import { useSupportChat } from '../../features/support/use-support-chat';
import { session } from '../../lib/session/session-store';
import { useSessionLifecycle } from '../../lib/session/use-session-lifecycle';
import { useSessionView } from '../../lib/session/use-session-view';
import { useSite, useT } from '../../lib/site';
import { ui, useUi } from '../../lib/ui-store';
import { BottomNav } from './bottom-nav';
import { CookiePopup } from './cookie-popup';
import { CountryNotice } from './country-notice';
import { Footer } from './footer';
import { Header } from './header';
import { ModalHost } from './modal-host';
import { useIsGamePage } from './page-handle';
import { ChatPanel, PlayerDuties } from './player-chrome';
import { SandboxRibbon } from './sandbox-ribbon';
import { SideDrawer } from './side-drawer';
import { useSiteEffects } from './use-site-effects';

/** The default layout's chrome; also wraps its error page so 404s keep the navigation. */
export function DefaultShell({ children }: { children: ReactNode }) {
  const site = useSite();
  const t = useT();
  ui.initOnce({ isDrawerCompact: site.isDrawerCompact });
  session.initOnce(site.player, site.hasSession);
  const isCompact = useUi((s) => s.isDrawerCompact, site.isDrawerCompact);
  const brand = site.messages.brand.name;
  // Keyed by CSS (games.css): phones keep only the game's slim bar above the game.
  const isGamePage = useIsGamePage();
  return (
    <div className="shell" data-compact={isCompact} data-page={isGamePage ? 'game' : undefined}>
      <a className="skip-link" href="#content">
        {t('common.skipToContent')}
      </a>
      <SideDrawer brand={brand} />
      <div className="shell__body">
        <Header brand={brand} />
        <SandboxRibbon />
        <CountryNotice />
        <ForPlayer part="notices" />
        <main id="content" className="shell__main" tabIndex={-1}>
          {children}
        </main>
        <Footer />
      </div>
      <BottomNav />
      <ChatFab />
      <OpenChatPanel />
      <CookiePopup />
      <ModalHost />
      <ForPlayer part="modals" />
      <Toaster closeLabel={t('common.close')} label={t('common.notifications')} />
      <ShellEffects locale={site.locale} buildId={site.init.buildId} />
    </div>
  );
}

/**
 * The shell's page-wide duties (session, live updates, support chat, viewport and page-change
 * rules), in a component of their own rendered last: what they read (queries, stores) changing
 * re-renders this, not the whole page, and their effects still run after the page's.
 */
function ShellEffects({ locale, buildId }: { locale: string; buildId: string }) {
  useSessionLifecycle(locale);
  useSupportChat();
  useSiteEffects(buildId);
  // `?ref=CODE` kept through registration, named once the new player is in (issue 33).
  useReferralKeeper();
  return <ForPlayer part="effects" />;
}

/** A player's limit notices and live updates: code a guest's page never loads. */
function ForPlayer({ part }: { part: 'modals' | 'effects' | 'notices' }) {
  const { status } = useSessionView();
  if (status !== 'player') return null;
  return (
    <Suspense fallback={null}>
      <PlayerDuties part={part} />
    </Suspense>
  );
}

/**
 * The support chat's panel, whose code loads when the chat is first opened; then it stays
 * mounted (closed, it renders nothing but keeps the draft the player was typing).
 */
function OpenChatPanel() {
  const isOpen = useChat((s) => s.isOpen, false);
  const [wasOpened, setWasOpened] = useState(false);
  if (isOpen && !wasOpened) setWasOpened(true);
  if (!isOpen && !wasOpened) return null;
  return (
    <Suspense fallback={null}>
      <ChatPanel />
    </Suspense>
  );
}
