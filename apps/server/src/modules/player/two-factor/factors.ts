// What a step asking a second factor may be answered with (issue 35).

/** Which second factors the player has: what a step asking one may be answered with. */
export interface Factors {
  totp: boolean;
  passkey: boolean;
}

/**
 * The fields of a 401 `second_factor_required`: `code` when the app is on, `passkey` when the
 * player has one, so the site offers only what can answer (issue 35).
 */
export function secondFactorFields(factors: Factors): Record<string, string[]> {
  return {
    ...(factors.totp ? { code: ['Enter the code from your authenticator app'] } : {}),
    ...(factors.passkey ? { passkey: ['Confirm with one of your passkeys'] } : {}),
  };
}
