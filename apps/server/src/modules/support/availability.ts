import type { SupportAvailability } from '@casino/contracts';

/** SUPPORT_HOURS as minutes of the UTC day: `from` inclusive, `to` exclusive (may wrap midnight). */
export interface SupportHours {
  from: number;
  to: number;
}

const minutes = (hhmm: string) => {
  const [h, m] = hhmm.split(':').map(Number);
  return h! * 60 + m!;
};

/** `08:00-22:00` → minutes; the format is checked by the config schema. */
export function parseHours(value: string): SupportHours {
  const [from, to] = value.split('-');
  return { from: minutes(from!), to: minutes(to!) };
}

export function isWithinHours(hours: SupportHours | null, at: Date): boolean {
  if (!hours || hours.from === hours.to) return true;
  const now = at.getUTCHours() * 60 + at.getUTCMinutes();
  return hours.from < hours.to
    ? now >= hours.from && now < hours.to
    : now >= hours.from || now < hours.to;
}

/** An agent counts as online this long after the support page last asked for the queue. */
export const AGENT_ONLINE_MS = 60_000;

/** Online = within hours and at least one agent has the support page open. */
export function availabilityOf(
  hours: SupportHours | null,
  at: Date,
  agentsOnline: number,
): SupportAvailability {
  if (!isWithinHours(hours, at)) return { isOnline: false, reason: 'outside_hours' };
  return agentsOnline > 0
    ? { isOnline: true, reason: null }
    : { isOnline: false, reason: 'no_agent' };
}
