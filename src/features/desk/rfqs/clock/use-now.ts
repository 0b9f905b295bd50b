import { useEffect, useState } from 'react';

/** The current time, renewed every `everyMs` (a minute by default): enough for a clock in hours. */
export function useNow(everyMs = 60_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
