import { useEffect, useState } from 'react';

/**
 * Seconds left of a countdown that runs while `running`: one tick a second, from `seconds`
 * down to 0 (a pause keeps what is left). A new `resetKey` starts it again.
 */
export function useCountdown(seconds: number, running = true, resetKey: unknown = null): number {
  const [left, setLeft] = useState(seconds);
  useEffect(() => setLeft(seconds), [seconds, resetKey]);
  const done = left <= 0;
  useEffect(() => {
    if (!running || done) return;
    const timer = setInterval(() => setLeft((value) => Math.max(0, value - 1)), 1000);
    return () => clearInterval(timer);
  }, [running, done, resetKey]);
  return left;
}
