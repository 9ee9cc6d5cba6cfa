import { playerApi } from '@casino/contracts/api';
import { useEndpointMutation } from '../../lib/api';

// Sign-in, registration and password reset: each a mutation the forms await.
export const useLogin = () => useEndpointMutation(playerApi.login);
export const useRegister = () => useEndpointMutation(playerApi.register);
export const useRequestPasswordReset = () => useEndpointMutation(playerApi.requestPasswordReset);
export const useConfirmPasswordReset = () => useEndpointMutation(playerApi.confirmPasswordReset);
