import { BREAKPOINTS } from '@foyer/core';
import { useSyncExternalStore } from 'react';

// SPEC §9 "narrow layout under 500 px".
const NARROW = `(max-width: ${BREAKPOINTS.narrow - 0.02}px)`;

function subscribe(onChange: () => void): () => void {
  const query = matchMedia(NARROW);
  query.addEventListener?.('change', onChange);
  return () => query.removeEventListener?.('change', onChange);
}

/** True while the screen is narrower than 500 px, following rotation and resizing. */
export function useNarrowScreen(): boolean {
  return useSyncExternalStore(subscribe, () => matchMedia(NARROW).matches);
}
