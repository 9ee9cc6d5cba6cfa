/**
 * Status codes shown to players. Codes fixed by the product (docs/product/entities.md,
 * states.md) keep their numbers; the others were chosen here and are served by
 * GET /api/settings/constants.
 */
export const ACCOUNT_STATUS = { active: 1, inactive: 2, hidden: 3 } as const;

export const PLAYER_STATUS = { active: 1, blocked: 2, selfExcluded: 3, closed: 4 } as const;

export const DOCUMENT_STATUS = { pending: 1, approved: 2, rejected: 3 } as const;

/**
 * 2 = success (docs/product/entities.md#invoice). Crypto invoices may also end underpaid (less
 * arrived than asked, the amount received is credited) or paidLate (paid after expiry, credited).
 */
export const INVOICE_STATUS = {
  created: 1,
  success: 2,
  pending: 3,
  declined: 4,
  failed: 5,
  expired: 6,
  underpaid: 7,
  paidLate: 8,
} as const;

export const INVOICE_TYPE = { deposit: 1, withdrawal: 2 } as const;

export const BET_STATUS = { placed: 1, won: 2, lost: 3, rolledBack: 4 } as const;

export const PLAYER_BONUS_STATUS = { issued: 1, activated: 2, finished: 3 } as const;
export const PLAYER_BONUS_RESULT = {
  unused: 1,
  played: 2,
  canceled: 3,
  expired: 4,
  lost: 5,
} as const;

export const PLAYER_FREESPIN_STATUS = PLAYER_BONUS_STATUS;
export const PLAYER_FREESPIN_RESULT = { unused: 1, played: 2, canceled: 3, expired: 4 } as const;

export const BONUS_CODE_STATUS = { applied: 1, used: 2, incorrect: 3, notAvailable: 4 } as const;
/**
 * Trigger of a bonus code; 3 is the deposit bonus code (docs/product/constants.md#bonus-constants).
 */
export const BONUS_CODE_TRIGGER = { registration: 1, manual: 2, deposit: 3 } as const;

export const LIMIT_DEFINITION = {
  bet: 1,
  loss: 2,
  deposit: 3,
  selfExclusion: 4,
  coolingOff: 5,
} as const;
export const LIMIT_STATUS = { active: 1, pending: 2, expired: 3 } as const;
export const LIMIT_PERIODS = ['daily', 'weekly', 'monthly'] as const;

export type ValueOf<T> = T[keyof T];

/** The numeric values of a status map, as a tuple zod can use. */
export function codesOf<T extends Record<string, number>>(map: T): number[] {
  return Object.values(map);
}

/** What a player may be asked for (docs/decisions/028-identity-checks.md). */
export const DOCUMENT_KINDS = ['identity', 'address', 'payment', 'selfie'] as const;
/** Largest document accepted (bytes). */
export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
/** A withdrawal refused until the player is verified answers 422 with this code. */
export const VERIFICATION_REQUIRED_CODE = 'verification_required';
/** A withdrawal refused while compliance looks at a late rejection. */
export const WITHDRAWALS_FROZEN_CODE = 'withdrawals_frozen';
