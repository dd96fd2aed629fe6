import { TIME } from '@foyer/core';
import { useEffect, useState } from 'react';

/** Whole seconds until `until` (a Date.now() value), ticking once a second; 0 once it has passed. */
export function useSecondsLeft(until: number): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    setNow(Date.now());
    if (until <= Date.now()) return;
    const timer = setInterval(() => {
      setNow(Date.now());
      if (Date.now() >= until) clearInterval(timer);
    }, TIME.second);
    return () => clearInterval(timer);
  }, [until]);
  return Math.max(0, Math.ceil((until - now) / TIME.second));
}
