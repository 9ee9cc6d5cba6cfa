import { playerApi } from '@casino/contracts/api';
import { useEndpointMutation } from '../../lib/api';
import { usePlayerData } from '../../lib/session/use-player-data';

export const useUpdateProfile = () => useEndpointMutation(playerApi.updateProfile);
export const useChangePassword = () => useEndpointMutation(playerApi.changePassword);
export const useCloseSession = () => useEndpointMutation(playerApi.closeSession);

/** The player's sessions (first 50), with `reload` after one is closed. */
export const useSessions = () =>
  usePlayerData(playerApi.listSessions, { query: { page: 1, perPage: 50 } });
