/** Address formats of the sandbox chains: bech32 (BIP-173) for Bitcoin, hex for Ethereum. */

const CHARSET = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';
const GENERATOR = [0x3b6a57b2, 0x26508e6d, 0x1ea119fa, 0x3d4233dd, 0x2a1462b3];

function polymod(values: number[]): number {
  let chk = 1;
  for (const value of values) {
    const top = chk >>> 25;
    chk = ((chk & 0x1ffffff) << 5) ^ value;
    for (let i = 0; i < 5; i++) if ((top >>> i) & 1) chk ^= GENERATOR[i]!;
  }
  return chk;
}

const expandHrp = (hrp: string) => [
  ...[...hrp].map((c) => c.charCodeAt(0) >>> 5),
  0,
  ...[...hrp].map((c) => c.charCodeAt(0) & 31),
];

function toFiveBits(bytes: Uint8Array): number[] {
  const out: number[] = [];
  let acc = 0;
  let bits = 0;
  for (const byte of bytes) {
    acc = (acc << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      bits -= 5;
      out.push((acc >>> bits) & 31);
    }
  }
  if (bits > 0) out.push((acc << (5 - bits)) & 31);
  return out;
}

/** A segwit v0 key-hash address (`tb1q…` on testnet) for a 20-byte program. */
export function bech32Address(hrp: string, program: Uint8Array): string {
  const data = [0, ...toFiveBits(program)];
  const mod = polymod([...expandHrp(hrp), ...data, 0, 0, 0, 0, 0, 0]) ^ 1;
  const checksum = Array.from({ length: 6 }, (_, i) => (mod >>> (5 * (5 - i))) & 31);
  return `${hrp}1${[...data, ...checksum].map((d) => CHARSET[d]).join('')}`;
}

/** True for a well-formed bech32 address with a valid checksum. */
export function isBech32(address: string, hrps: string[]): boolean {
  const lower = address.toLowerCase();
  if (lower !== address && address.toUpperCase() !== address) return false;
  const separator = lower.lastIndexOf('1');
  const hrp = lower.slice(0, separator);
  if (!hrps.includes(hrp) || lower.length > 90) return false;
  const data = [...lower.slice(separator + 1)].map((c) => CHARSET.indexOf(c));
  if (data.length < 7 || data.some((d) => d < 0)) return false;
  return polymod([...expandHrp(hrp), ...data]) === 1;
}

const BASE58 = /^[13mn2][1-9A-HJ-NP-Za-km-z]{25,34}$/;

/** Addresses a withdrawal may be sent to, per currency. */
export function isValidAddress(currency: string, address: string): boolean {
  if (currency === 'BTC') return isBech32(address, ['bc', 'tb']) || BASE58.test(address);
  if (currency === 'ETH') return /^0x[0-9a-fA-F]{40}$/.test(address);
  return false;
}

/** Sandbox deposit address of a 20-byte program: testnet-style, so nobody sends real coins. */
export function depositAddress(currency: string, program: Uint8Array): string {
  if (currency === 'BTC') return bech32Address('tb', program);
  return `0x${Buffer.from(program).toString('hex')}`;
}

export const URI_SCHEMES: Record<string, string> = { BTC: 'bitcoin', ETH: 'ethereum' };

/** Confirmations the sandbox provider waits for before it calls a deposit paid. */
export const CONFIRMATIONS_REQUIRED: Record<string, number> = { BTC: 2, ETH: 12 };
