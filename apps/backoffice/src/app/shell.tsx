import { Outlet, useLocation, useNavigate } from 'react-router';
import { backofficeApi, call } from '../lib/api.ts';
import { AlertBadge } from '../screens/verification/alert-badge.tsx';
import { useOperator } from './operator.ts';
import { SCREENS } from './screens.ts';

/** The signed-in frame: the role's screens, the operator, their password and log out. */
export function Shell() {
  const { me, can, signOut } = useOperator();
  const navigate = useNavigate();
  const section = useLocation().pathname.split('/')[1] ?? '';
  const screens = SCREENS.filter((s) => can(s.needs));
  return (
    <div className="shell">
      <header>
        <strong>Aurora back office</strong>
        <nav aria-label="Screens">
          {screens.map((s) => (
            <button
              type="button"
              key={s.path}
              className={section === s.path ? 'active' : ''}
              aria-current={section === s.path ? 'page' : undefined}
              onClick={() => navigate(`/${s.path}`)}
            >
              {s.label}
              {s.path === 'documents' && can('listVerificationAlerts') && <AlertBadge />}
            </button>
          ))}
        </nav>
        <span className="who">
          {me.operator.email} · {me.operator.role}
          <button type="button" className="small" onClick={() => navigate('/account')}>
            My password
          </button>
          <button
            type="button"
            className="small"
            onClick={() => void call(backofficeApi.logout).finally(signOut)}
          >
            Log out
          </button>
        </span>
      </header>
      <main>
        <Outlet />
      </main>
    </div>
  );
}
