import type { EndpointResponse } from '@casino/contracts/api';
import type { backofficeApi } from '@casino/contracts/api/backoffice';
import { PLAYER_UNBLOCK_ROLES } from '@casino/contracts/backoffice';
import { createContext, useContext } from 'react';

export type Me = EndpointResponse<typeof backofficeApi.me>;

/** The signed-in operator and the calls their role may make. */
export interface Operator {
  me: Me;
  can: (name: string) => boolean;
  /** Lifting a block is compliance's (PLAYER_UNBLOCK_ROLES); support may only block. */
  canUnblock: boolean;
  signOut: () => void;
}

export const OperatorContext = createContext<Operator | null>(null);

/** The operator of a signed-in screen (the app renders screens only inside the session). */
export function useOperator(): Operator {
  const operator = useContext(OperatorContext);
  if (!operator) throw new Error('useOperator outside the signed-in app');
  return operator;
}

/** The context value for an operator as `me` answered. */
export function operatorOf(me: Me, signOut: () => void): Operator {
  return {
    me,
    can: (name) => me.allowed.includes(name),
    canUnblock: PLAYER_UNBLOCK_ROLES.includes(me.operator.role),
    signOut,
  };
}
