import { PLAYER_UNBLOCK_ROLES } from '@casino/contracts/backoffice';
import { StrictMode, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { ChangePassword, ResetPassword, resetTokenOf } from './account.tsx';
import { Affiliates } from './affiliates.tsx';
import { call, loadCurrencyUnits } from './api.ts';
import { Bonuses } from './bonuses.tsx';
import { Content } from './content.tsx';
import { setCurrencyUnits } from './format.ts';
import { Games } from './games.tsx';
import { Login } from './login.tsx';
import { Reports } from './reports.tsx';
import {
  Audit,
  Dashboard,
  Invoices,
  Operators,
  PlayerCard,
  Players,
  Withdrawals,
} from './screens.tsx';
import { Settings } from './settings.tsx';
import { Support } from './support.tsx';
import './styles.css';
import { Sportsbook } from './sportsbook.tsx';
import { AlertBadge, Documents } from './verification.tsx';

type Me = Awaited<ReturnType<typeof call<'me'>>>;

const SCREENS = [
  { path: 'dashboard', label: 'Dashboard', needs: 'getDashboard' },
  { path: 'players', label: 'Players', needs: 'searchPlayers' },
  { path: 'withdrawals', label: 'Withdrawals', needs: 'listWithdrawals' },
  { path: 'invoices', label: 'Invoices', needs: 'listInvoices' },
  { path: 'content', label: 'Content', needs: 'listContentEntries' },
  { path: 'bonuses', label: 'Bonuses', needs: 'listBonusDefinitions' },
  { path: 'support', label: 'Support chat', needs: 'listSupportConversations' },
  { path: 'audit', label: 'Audit log', needs: 'listAudit' },
  { path: 'reports', label: 'Reports', needs: 'getReport' },
  { path: 'documents', label: 'Documents', needs: 'listDocuments' },
  { path: 'operators', label: 'Operators & keys', needs: 'listOperators' },
  { path: 'games', label: 'Games', needs: 'listCatalogGames' },
  { path: 'settings', label: 'Settings', needs: 'listCurrencySettings' },
  { path: 'affiliates', label: 'Affiliates', needs: 'getAffiliateReport' },
  { path: 'sportsbook', label: 'Sportsbook', needs: 'listSportsbookEvents' },
] as const;

const BASE = '/backoffice/';
const currentPath = () => window.location.pathname.slice(BASE.length).replace(/\/$/, '');

function App() {
  const [me, setMe] = useState<Me | null | undefined>(undefined);
  const [path, setPath] = useState(currentPath);
  const [resetToken, setResetToken] = useState(() => resetTokenOf(window.location.hash));
  const [signInNotice, setSignInNotice] = useState<string | null>(null);
  useEffect(() => {
    const units = loadCurrencyUnits()
      .then(setCurrencyUnits)
      .catch(() => {});
    call('me')
      .then(async (signedIn) => {
        await units;
        setMe(signedIn);
      })
      .catch(() => setMe(null));
    const onPop = () => setPath(currentPath());
    // A mailed reset link opened in a tab already on the back office changes only the
    // fragment: no page load, so the app reads it here.
    const onHash = () => {
      const token = resetTokenOf(window.location.hash);
      if (token) setResetToken(token);
    };
    window.addEventListener('popstate', onPop);
    window.addEventListener('hashchange', onHash);
    return () => {
      window.removeEventListener('popstate', onPop);
      window.removeEventListener('hashchange', onHash);
    };
  }, []);
  const go = (next: string) => {
    window.history.pushState(null, '', BASE + next);
    setPath(next);
  };
  if (resetToken) {
    const done = () => {
      // The link works once: drop it from the address bar and the history entry.
      window.history.replaceState(null, '', BASE);
      setResetToken(null);
      setSignInNotice(
        'Password saved. Sign in with it; you then enrol your authenticator app again.',
      );
      setMe(null);
    };
    return <ResetPassword token={resetToken} onDone={done} />;
  }
  if (me === undefined) return <p className="loading">Loading…</p>;
  if (me === null) return <Login onSignedIn={setMe} notice={signInNotice} />;
  const can = (name: string) => me.allowed.includes(name);
  const screens = SCREENS.filter((s) => can(s.needs));
  const [first, id] = path.split('/');
  const section = first || (screens[0]?.path ?? '');
  return (
    <div className="shell">
      <header>
        <strong>Aurora back office</strong>
        <nav>
          {screens.map((s) => (
            <button
              type="button"
              key={s.path}
              className={section === s.path ? 'active' : ''}
              onClick={() => go(s.path)}
            >
              {s.label}
              {s.path === 'documents' && can('listVerificationAlerts') && <AlertBadge />}
            </button>
          ))}
        </nav>
        <span className="who">
          {me.operator.email} · {me.operator.role}
          <button type="button" className="small" onClick={() => go('account')}>
            My password
          </button>
          <button
            type="button"
            className="small"
            onClick={() => void call('logout').finally(() => setMe(null))}
          >
            Log out
          </button>
        </span>
      </header>
      <main>
        {section === 'players' && id && (
          <PlayerCard
            id={id}
            can={can}
            canUnblock={PLAYER_UNBLOCK_ROLES.includes(me.operator.role)}
            back={() => go('players')}
          />
        )}
        {section === 'players' && !id && can('searchPlayers') && (
          <Players can={can} open={(playerId) => go(`players/${playerId}`)} />
        )}
        {section === 'dashboard' && can('getDashboard') && <Dashboard />}
        {section === 'withdrawals' && can('listWithdrawals') && <Withdrawals can={can} />}
        {section === 'invoices' && can('listInvoices') && <Invoices />}
        {section === 'content' && can('listContentEntries') && (
          <Content canEdit={can('saveContentEntry')} />
        )}
        {section === 'bonuses' && can('listBonusDefinitions') && (
          <Bonuses canEdit={can('createBonusDefinition')} />
        )}
        {section === 'audit' && can('listAudit') && <Audit />}
        {section === 'reports' && can('getReport') && (
          <Reports canExport={can('exportReportCsv')} />
        )}
        {section === 'documents' && can('listDocuments') && <Documents />}
        {section === 'support' && can('listSupportConversations') && (
          <Support me={me.operator} initial={id} />
        )}
        {section === 'operators' && can('listOperators') && <Operators />}
        {section === 'games' && can('listCatalogGames') && <Games can={can} />}
        {section === 'settings' && can('listCurrencySettings') && <Settings />}
        {section === 'affiliates' && can('getAffiliateReport') && <Affiliates />}
        {section === 'sportsbook' && can('listSportsbookEvents') && <Sportsbook />}
        {section === 'account' && <ChangePassword />}
        {screens.length === 0 && section !== 'account' && <p>Your role has no screens yet.</p>}
      </main>
    </div>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
