import { playerApi } from '@casino/contracts/api';
import { localizePath } from '@casino/contracts/site';
import { XCircle } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { buttonClass } from '../../components/ui/button';
import { StatusCard } from '../../layouts/chrome/status-card';
import { call } from '../../lib/api';
import { throwNotFound } from '../../lib/route-guards.server';
import { seoMeta } from '../../lib/seo';
import { session } from '../../lib/session/session-store';
import { useSite, useT } from '../../lib/site';
import type { Route } from './+types/autologin';

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, 'auth', undefined, { isIndexable: false });

/** Log-in link: needs its state param, else the route rule fails (404). */
export function loader({ request }: Route.LoaderArgs) {
  if (!new URL(request.url).searchParams.get('state')) throwNotFound(request);
  return null;
}

declare global {
  interface Window {
    __dismissPreloader?: () => void;
  }
}

/** Trades the single-use token for a session, then goes home; the preloader stays up meanwhile. */
export default function AutoLogin() {
  const t = useT();
  const { locale } = useSite();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [hasFailed, setFailed] = useState(false);
  const token = params.get('state') ?? '';

  useEffect(() => {
    let isLive = true;
    call(playerApi.loginWithToken, { body: { token } })
      .then((reply) => {
        if (!isLive) return;
        session.signIn(reply.profile);
        navigate(localizePath('/', locale), { replace: true });
      })
      .catch(() => isLive && setFailed(true))
      .finally(() => window.__dismissPreloader?.());
    return () => {
      isLive = false;
    };
  }, [token, locale, navigate]);

  if (hasFailed) {
    return (
      <StatusCard
        title={t('auth.signInTitle')}
        text={t('auth.autologinFailed')}
        icon={<XCircle size={32} aria-hidden="true" />}
      >
        <a className={buttonClass('primary')} href={localizePath('/', locale)}>
          {t('common.homepage')}
        </a>
      </StatusCard>
    );
  }
  return <StatusCard title={t('auth.signingIn')} text={t('common.loading')} />;
}
