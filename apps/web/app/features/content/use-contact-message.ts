import { notificationApi } from '@casino/contracts/api';
import { useEndpointMutation } from '../../lib/api';

/** Sends the contact form (no account needed). */
export const useSendContactMessage = () => useEndpointMutation(notificationApi.sendContactMessage);
