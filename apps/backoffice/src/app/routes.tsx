import type { ReactNode } from 'react';
import { Navigate, type RouteObject, useParams } from 'react-router';
import { ChangePassword } from '../screens/account/password.tsx';
import { Affiliates } from '../screens/affiliates/affiliates.tsx';
import { Audit } from '../screens/audit/audit.tsx';
import { Bonuses } from '../screens/bonuses/bonuses.tsx';
import { Content } from '../screens/content/content.tsx';
import { Dashboard } from '../screens/dashboard/dashboard.tsx';
import { Games } from '../screens/games/games.tsx';
import { Affordability } from '../screens/jurisdictions/affordability.tsx';
import { Jurisdictions } from '../screens/jurisdictions/jurisdictions.tsx';
import { RegisterTwins } from '../screens/jurisdictions/register-twins.tsx';
import { Loyalty } from '../screens/loyalty/loyalty.tsx';
import { Operators } from '../screens/operators/operators.tsx';
import { Invoices } from '../screens/payments/invoices.tsx';
import { Withdrawals } from '../screens/payments/withdrawals.tsx';
import { PlayerCard } from '../screens/players/player-card.tsx';
import { Players } from '../screens/players/players.tsx';
import { Reports } from '../screens/reports/reports.tsx';
import { RetentionCashback } from '../screens/retention-cashback/retention-cashback.tsx';
import { RetentionQuests } from '../screens/retention-quests/retention-quests.tsx';
import { Settings } from '../screens/settings/settings.tsx';
import { Sportsbook } from '../screens/sportsbook/sportsbook.tsx';
import { Support } from '../screens/support/support.tsx';
import { Tournaments } from '../screens/tournaments/tournaments.tsx';
import { Documents } from '../screens/verification/documents.tsx';
import { type Operator, useOperator } from './operator.ts';
import { SCREENS, type ScreenPath } from './screens.ts';
import { Shell } from './shell.tsx';

/** A screen the role may see (its `needs` call allowed), else nothing. */
function Allowed({ path, render }: { path: ScreenPath; render: (op: Operator) => ReactNode }) {
  const operator = useOperator();
  const screen = SCREENS.find((s) => s.path === path);
  return screen && operator.can(screen.needs) ? render(operator) : null;
}

/** `/backoffice/`: the first screen the role has. */
function FirstScreen() {
  const { can } = useOperator();
  const first = SCREENS.find((s) => can(s.needs));
  return first ? <Navigate to={`/${first.path}`} replace /> : <p>Your role has no screens yet.</p>;
}

function PlayerCardRoute() {
  const { id = '' } = useParams();
  return <PlayerCard key={id} id={id} />;
}

function SupportRoute() {
  const { id } = useParams();
  return <Allowed path="support" render={(op) => <Support me={op.me.operator} initial={id} />} />;
}

const screen = (path: ScreenPath, render: (op: Operator) => ReactNode): RouteObject => ({
  path,
  element: <Allowed path={path} render={render} />,
});

/** The back office's routes under `/backoffice/` (the router's basename). */
export const ROUTES: RouteObject[] = [
  {
    path: '/',
    element: <Shell />,
    children: [
      { index: true, element: <FirstScreen /> },
      screen('dashboard', () => <Dashboard />),
      screen('players', () => <Players />),
      { path: 'players/:id', element: <PlayerCardRoute /> },
      screen('withdrawals', (op) => <Withdrawals canDecide={op.can('approveWithdrawal')} />),
      screen('invoices', () => <Invoices />),
      screen('content', (op) => <Content canEdit={op.can('saveContentEntry')} />),
      screen('bonuses', (op) => <Bonuses canEdit={op.can('createBonusDefinition')} />),
      screen('quests', (op) => <RetentionQuests canEdit={op.can('createRetentionQuest')} />),
      screen('tournaments', (op) => (
        <Tournaments canEdit={op.can('createTournament')} canSettle={op.can('settleTournament')} />
      )),
      { path: 'support', element: <SupportRoute /> },
      { path: 'support/:id', element: <SupportRoute /> },
      screen('audit', () => <Audit />),
      screen('reports', (op) => (
        <Reports canExport={op.can('exportReportCsv')} canCheck={op.can('checkLedger')} />
      )),
      screen('documents', () => <Documents />),
      screen('operators', () => <Operators />),
      screen('games', (op) => <Games can={op.can} />),
      screen('settings', () => <Settings />),
      screen('affiliates', () => <Affiliates />),
      screen('sportsbook', () => <Sportsbook />),
      screen('jurisdictions', (op) => <Jurisdictions canExport={op.can('exportGbReturnCsv')} />),
      screen('cashback', (op) => (
        <RetentionCashback canEdit={op.can('putCashbackSettings')} canRun={op.can('runCashback')} />
      )),
      screen('affordability', (op) => (
        <Affordability canDecide={op.can('decideAffordabilityRequest')} />
      )),
      screen('register-twins', (op) => <RegisterTwins canEdit={op.can('addRegisterTwinEntry')} />),
      screen('loyalty', (op) => (
        <Loyalty canEdit={op.can('updateLoyaltySettings')} canSend={op.can('sendInboxMessage')} />
      )),
      { path: 'account', element: <ChangePassword /> },
      { path: '*', element: <FirstScreen /> },
    ],
  },
];
