import { useEffect, useState } from 'react';

/**
 * Seconds left of a countdown that runs while `running`: one tick a second, from `seconds`
 * down to 0. A new `resetKey` starts it again.
 */
export function useCountdown(seconds: number, running = true, resetKey: unknown = null): number {
  const [left, setLeft] = useState(seconds);
  useEffect(() => setLeft(seconds), [seconds, resetKey]);
  useEffect(() => {
    if (!running || left <= 0) return;
    const timer = setTimeout(() => setLeft((value) => Math.max(0, value - 1)), 1000);
    return () => clearTimeout(timer);
  }, [running, left]);
  return left;
}
