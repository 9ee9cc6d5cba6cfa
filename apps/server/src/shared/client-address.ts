import { isIP } from 'node:net';

/**
 * Whether a client address (request.ip, after TRUST_PROXY) is this machine: 127.0.0.0/8,
 * ::1, or an IPv4 loopback written as IPv6.
 */
export function isLoopback(ip: string | undefined): boolean {
  if (!ip) return false;
  const v4 = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
  if (isIP(v4) === 4) return v4.startsWith('127.');
  return ip === '::1';
}
