import { paymentApi } from '@casino/contracts/api';
import { useEndpointMutation } from '../../lib/api';

/** Starts a deposit: a redirect to the provider's page, or the details to pay to. */
export const useCreateDeposit = () => useEndpointMutation(paymentApi.createDeposit);
