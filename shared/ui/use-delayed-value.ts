import { useEffect, useState } from 'react';

/** The value as it was `delayMs` ago; the first value is taken at once. */
export function useDelayedValue<T>(value: T, delayMs: number): T {
  const [delayed, setDelayed] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDelayed(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return delayed;
}
