import { playerApi } from '@casino/contracts/api';
import { Monitor, Smartphone } from 'lucide-react';
import { useState } from 'react';
import { SectionSkeleton } from '../../components/layout/section-skeleton';
import { Button } from '../../components/ui/button';
import { useLogout } from '../../lib/session/use-logout';
import { usePlayerData } from '../../lib/session/use-player-data';
import { useAlertText, useSite, useT } from '../../lib/site';
import { ui } from '../../lib/ui-store';
import { useCloseSession } from './use-account-calls';

function device(userAgent: string | null): string {
  if (!userAgent) return '—';
  const browser = /Edg\//.test(userAgent)
    ? 'Edge'
    : /Chrome\//.test(userAgent)
      ? 'Chrome'
      : /Firefox\//.test(userAgent)
        ? 'Firefox'
        : /Safari\//.test(userAgent)
          ? 'Safari'
          : 'Browser';
  const os = /Android/.test(userAgent)
    ? 'Android'
    : /iPhone|iPad/.test(userAgent)
      ? 'iOS'
      : /Windows/.test(userAgent)
        ? 'Windows'
        : /Mac OS/.test(userAgent)
          ? 'macOS'
          : /Linux/.test(userAgent)
            ? 'Linux'
            : '';
  return os ? `${browser} · ${os}` : browser;
}

/**
 * The player's sessions (docs/product/api-calls.md, playerApi.listSessions) with a sign-out for
 * each.
 */
export function SessionsList() {
  const closeSession = useCloseSession();
  const t = useT();
  const logout = useLogout();
  const alert = useAlertText();
  const { locale, messages } = useSite();
  const { data, reload } = usePlayerData(playerApi.listSessions, {
    query: { page: 1, perPage: 50 },
  });
  const [closing, setClosing] = useState<string | null>(null);
  const factors = messages.twoFactor.factor;
  if (!data) return <SectionSkeleton title={t('account.sessionsTitle')} />;
  const date = (iso: string) =>
    new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(
      new Date(iso),
    );
  const close = async (id: string, isCurrent: boolean) => {
    if (isCurrent) return void logout();
    setClosing(id);
    try {
      await closeSession.mutateAsync({ params: { id } });
      reload();
    } catch {
      ui.toast({ kind: 'error', title: alert('global.somethingWrong').text });
    } finally {
      setClosing(null);
    }
  };
  const open = data.items.filter((s) => !s.closedAt);
  return (
    <section className="card form" aria-labelledby="sessions-title">
      <h2 id="sessions-title">{t('account.sessionsTitle')}</h2>
      {open.length === 0 ? <p className="muted">{t('account.sessionsEmpty')}</p> : null}
      <ul className="session-list">
        {open.map((s) => (
          <li key={s.id} className="session-list__item" data-testid="session-row">
            <span className="empty__icon" style={{ width: 44, height: 44 }} aria-hidden="true">
              {/Mobi|Android|iPhone/.test(s.userAgent ?? '') ? (
                <Smartphone size={20} />
              ) : (
                <Monitor size={20} />
              )}
            </span>
            <div style={{ flex: 1, minWidth: 0 }}>
              <p style={{ fontWeight: 700 }}>
                {device(s.userAgent)}{' '}
                {s.isCurrent ? (
                  <span className="chip" style={{ minHeight: 24 }}>
                    {t('account.sessionCurrent')}
                  </span>
                ) : null}
              </p>
              <p className="muted tabular">
                {s.ip ?? ''} · {t('account.sessionLastSeen', { date: date(s.lastSeenAt) })}
              </p>
              {s.factor && Object.hasOwn(factors, s.factor) ? (
                <p className="muted" data-testid="session-factor">
                  {t(`twoFactor.factor.${s.factor as keyof typeof factors}`)}
                </p>
              ) : null}
            </div>
            <Button size="sm" onClick={() => close(s.id, s.isCurrent)} isLoading={closing === s.id}>
              {t('account.sessionClose')}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
