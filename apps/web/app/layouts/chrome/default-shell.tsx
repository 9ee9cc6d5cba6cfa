import type { ReactNode } from 'react';
import { Toaster } from '../../components/ui/toaster';
import { GameLimitModal } from '../../features/limits/game-limit-modal';
import { RealityCheckModal } from '../../features/limits/reality-check-modal';
import { onRealtimeMessage } from '../../features/realtime/realtime-bus';
import { useRealtime } from '../../features/realtime/use-realtime';
import { ChatFab } from '../../features/support/chat-launcher';
import { ChatPanel } from '../../features/support/chat-panel';
import { useSupportChat } from '../../features/support/use-support-chat';
import { session } from '../../lib/session/session-store';
import { useSessionLifecycle } from '../../lib/session/use-session-lifecycle';
import { useSite, useT } from '../../lib/site';
import { ui, useUi } from '../../lib/ui-store';
import { BottomNav } from './bottom-nav';
import { CookiePopup } from './cookie-popup';
import { CountryNotice } from './country-notice';
import { EmailNotice } from './email-notice';
import { Footer } from './footer';
import { Header } from './header';
import { ModalHost } from './modal-host';
import { useIsGamePage } from './page-handle';
import { PasswordNotice } from './password-notice';
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
        <EmailNotice />
        <PasswordNotice />
        <main id="content" className="shell__main" tabIndex={-1}>
          {children}
        </main>
        <Footer />
      </div>
      <BottomNav />
      <ChatFab />
      <ChatPanel />
      <CookiePopup />
      <ModalHost />
      <GameLimitModal subscribe={onRealtimeMessage} />
      <RealityCheckModal />
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
  useRealtime();
  useSupportChat();
  useSiteEffects(buildId);
  return null;
}
