import { useEffect, useState } from 'react';

/** Elapsed time as Superset's chart timer shows it: HH:MM:SS.cc. */
export function formatElapsed(ms: number): string {
  const clamped = Math.max(0, ms);
  const hours = Math.floor(clamped / 3_600_000);
  const minutes = Math.floor((clamped % 3_600_000) / 60_000);
  const seconds = Math.floor((clamped % 60_000) / 1000);
  const centis = Math.floor((clamped % 1000) / 10);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(hours)}:${pad(minutes)}:${pad(seconds)}.${pad(centis)}`;
}

/** Milliseconds since `start`, ticking while `end` is null; the final duration once it is set. */
export function useElapsed(start: number | null, end: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (start === null || end !== null) return undefined;
    const timer = setInterval(() => setNow(Date.now()), 100);
    return () => clearInterval(timer);
  }, [start, end]);
  if (start === null) return 0;
  return (end ?? Math.max(now, start)) - start;
}
