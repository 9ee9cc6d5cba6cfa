import type { ReactNode } from 'react';
import { AppLink } from '../../components/ui/app-link';
import { session } from '../../lib/session/session-store';
import { useSessionLifecycle } from '../../lib/session/use-session-lifecycle';
import { useSite } from '../../lib/site';
import { LanguageSwitcher } from './language-switcher';
import { Logo } from './logo';
import { SandboxRibbon } from './sandbox-ribbon';
import { useSiteEffects } from './use-site-effects';

/** Chrome of the locked and maintenance layouts: logo and language only, content centred. */
export function BareShell({
  children,
  isLinked = true,
}: {
  children: ReactNode;
  isLinked?: boolean;
}) {
  const site = useSite();
  useSiteEffects(site.init.buildId);
  session.initOnce(site.player, site.hasSession);
  useSessionLifecycle(site.locale);
  const brand = site.messages.brand.name;
  return (
    <div className="bare">
      <header className="bare__head">
        {isLinked ? (
          <AppLink to="/" aria-label={brand}>
            <Logo name={brand} />
          </AppLink>
        ) : (
          <Logo name={brand} />
        )}
        <LanguageSwitcher />
      </header>
      <SandboxRibbon />
      <main id="content" className="bare__main">
        {children}
      </main>
    </div>
  );
}
