import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { type RouteObject, RouterProvider } from 'react-router';
import { backofficeApi, call, settingsApi } from '../lib/api.ts';
import { setCurrencyUnits } from '../lib/format.ts';
import { queryKeyOf } from '../lib/query.ts';
import { Login } from '../screens/account/login.tsx';
import { ResetPassword, resetTokenOf } from '../screens/account/password.tsx';
import { type Me, OperatorContext, operatorOf } from './operator.ts';
import { ROUTES } from './routes.tsx';

type Router = Parameters<typeof RouterProvider>[0]['router'];

const ME = queryKeyOf(backofficeApi.me);
const UNITS = queryKeyOf(settingsApi.listCurrencies);

/** Minor units per unit of each currency, for the amounts every screen shows (100 until known). */
async function loadCurrencyUnits() {
  const { items } = await call(settingsApi.listCurrencies);
  setCurrencyUnits(new Map(items.map((c) => [c.code, c.subunitToUnit])));
  return true;
}

/** The signed-in operator's screens; the router is made once per sign-in, at the current URL. */
function SignedIn({
  me,
  signOut,
  createRouter,
}: {
  me: Me;
  signOut: () => void;
  createRouter: (routes: RouteObject[]) => Router;
}) {
  const [router] = useState(() => createRouter(ROUTES));
  return (
    <OperatorContext value={operatorOf(me, signOut)}>
      <RouterProvider router={router} />
    </OperatorContext>
  );
}

/**
 * The back office: a mailed reset link's page, the sign-in, or the operator's screens. A
 * reset link opened in a tab already on the back office changes only the fragment.
 */
export function App({ createRouter }: { createRouter: (routes: RouteObject[]) => Router }) {
  const client = useQueryClient();
  const [resetToken, setResetToken] = useState(() => resetTokenOf(window.location.hash));
  const [notice, setNotice] = useState<string | null>(null);
  const me = useQuery({
    queryKey: ME,
    queryFn: () => call(backofficeApi.me).catch(() => null),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const units = useQuery({
    queryKey: UNITS,
    queryFn: () => loadCurrencyUnits().catch(() => false),
    staleTime: Number.POSITIVE_INFINITY,
  });
  useEffect(() => {
    const onHash = () => {
      const token = resetTokenOf(window.location.hash);
      if (token) setResetToken(token);
    };
    window.addEventListener('hashchange', onHash);
    return () => window.removeEventListener('hashchange', onHash);
  }, []);
  const signIn = (next: Me | null) => {
    // The next operator sees nothing the last one loaded.
    client.removeQueries({
      predicate: (q) => q.queryKey[0] !== ME[0] && q.queryKey[0] !== UNITS[0],
    });
    client.setQueryData(ME, next);
  };
  if (resetToken) {
    const done = () => {
      // The link works once: drop it from the address bar and the history entry.
      window.history.replaceState(null, '', '/backoffice/');
      setResetToken(null);
      setNotice('Password saved. Sign in with it; you then enrol your authenticator app again.');
      signIn(null);
    };
    return <ResetPassword token={resetToken} onDone={done} />;
  }
  if (me.isPending || units.isPending) return <p className="loading">Loading…</p>;
  if (!me.data) return <Login onSignedIn={signIn} notice={notice} />;
  return <SignedIn me={me.data} signOut={() => signIn(null)} createRouter={createRouter} />;
}
