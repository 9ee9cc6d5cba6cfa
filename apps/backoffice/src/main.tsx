import { StrictMode, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { call, loadCurrencyUnits } from './api.ts';
import { Content } from './content.tsx';
import { setCurrencyUnits } from './format.ts';
import { Login } from './login.tsx';
import {
  Audit,
  Dashboard,
  Invoices,
  Operators,
  PlayerCard,
  Players,
  Withdrawals,
} from './screens.tsx';
import { Support } from './support.tsx';
import './styles.css';

type Me = Awaited<ReturnType<typeof call<'me'>>>;

const SCREENS = [
  { path: 'dashboard', label: 'Dashboard', needs: 'getDashboard' },
  { path: 'players', label: 'Players', needs: 'searchPlayers' },
  { path: 'withdrawals', label: 'Withdrawals', needs: 'listWithdrawals' },
  { path: 'invoices', label: 'Invoices', needs: 'listInvoices' },
  { path: 'content', label: 'Content', needs: 'listContentEntries' },
  { path: 'support', label: 'Support chat', needs: 'listSupportConversations' },
  { path: 'audit', label: 'Audit log', needs: 'listAudit' },
  { path: 'operators', label: 'Operators & keys', needs: 'listOperators' },
] as const;

const BASE = '/backoffice/';
const currentPath = () => window.location.pathname.slice(BASE.length).replace(/\/$/, '');

function App() {
  const [me, setMe] = useState<Me | null | undefined>(undefined);
  const [path, setPath] = useState(currentPath);
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
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);
  const go = (next: string) => {
    window.history.pushState(null, '', BASE + next);
    setPath(next);
  };
  if (me === undefined) return <p className="loading">Loading…</p>;
  if (me === null) return <Login onSignedIn={setMe} />;
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
            </button>
          ))}
        </nav>
        <span className="who">
          {me.operator.email} · {me.operator.role}
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
        {section === 'players' && id && <PlayerCard id={id} can={can} back={() => go('players')} />}
        {section === 'players' && !id && can('searchPlayers') && (
          <Players can={can} open={(playerId) => go(`players/${playerId}`)} />
        )}
        {section === 'dashboard' && can('getDashboard') && <Dashboard />}
        {section === 'withdrawals' && can('listWithdrawals') && <Withdrawals can={can} />}
        {section === 'invoices' && can('listInvoices') && <Invoices />}
        {section === 'content' && can('listContentEntries') && (
          <Content canEdit={can('saveContentEntry')} />
        )}
        {section === 'audit' && can('listAudit') && <Audit />}
        {section === 'support' && can('listSupportConversations') && <Support me={me.operator} />}
        {section === 'operators' && can('listOperators') && <Operators />}
        {screens.length === 0 && <p>Your role has no screens yet.</p>}
      </main>
    </div>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
