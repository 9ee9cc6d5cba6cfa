import type { Endpoint } from '@casino/contracts/api';
import { useMutation } from '@tanstack/react-query';
import { type CallInput, request } from './call';

/** A TanStack mutation that calls one endpoint; the variables are the call's input. */
export function useEndpointMutation<E extends Endpoint>(endpoint: E) {
  return useMutation({ mutationFn: (input: CallInput<E>) => request(endpoint, input) });
}
