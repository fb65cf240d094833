import { useEffect, useState } from 'react';

/** The current time (epoch ms), renewed every `intervalMs` while `isActive` (countdowns). */
export function useNow(intervalMs = 1000, isActive = true): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!isActive) return;
    setNow(Date.now());
    const timer = window.setInterval(() => setNow(Date.now()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs, isActive]);
  return now;
}
