/**
 * Payment card numbers (the "card" input kind, docs/product/routes-and-modals.md#form-input-kinds):
 * the same check on the site, before a request is sent, and on the server.
 */

/** Luhn (mod 10) check digit over a string of digits. */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** The card number's digits when it is a plausible card (12-19 digits, Luhn), else null. */
export function cardDigits(input: string | undefined): string | null {
  const digits = (input ?? '').replace(/[\s-]/g, '');
  return /^\d{12,19}$/.test(digits) && luhnValid(digits) ? digits : null;
}

/** As typed: digits only (at most 19), in groups of four separated by spaces. */
export function formatCardNumber(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, 19);
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}
