import { useEffect, useState } from 'react';

/** The time now, moved on every `everyMs` (for "waiting 4m" texts; a clock, not data). */
export function useNow(everyMs: number) {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
