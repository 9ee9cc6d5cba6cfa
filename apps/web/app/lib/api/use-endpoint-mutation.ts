import type { Endpoint } from '@casino/contracts/api';
import { useMutation } from '@tanstack/react-query';
import { type CallInput, call } from './call';

const send = call as <E extends Endpoint>(
  endpoint: E,
  input: CallInput<E>,
) => ReturnType<typeof call<E>>;

/** A TanStack mutation that calls one endpoint; the variables are the call's input. */
export function useEndpointMutation<E extends Endpoint>(endpoint: E) {
  return useMutation({ mutationFn: (input: CallInput<E>) => send(endpoint, input) });
}
