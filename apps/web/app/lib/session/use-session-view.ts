import { useSite } from '../site';
import { type SessionState, useSession } from './session-store';

/** The session as rendered: the server's view during SSR and hydration, the live store after. */
export function useSessionView(): SessionState {
  const { player, hasSession } = useSite();
  return useSession({
    status: player ? 'player' : hasSession ? 'pending' : 'guest',
    player,
    resentVerifyEmail: false,
  });
}
