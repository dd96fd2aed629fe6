import { useSyncExternalStore } from 'react';

const DARK = '(prefers-color-scheme: dark)';

function subscribe(onChange: () => void): () => void {
  const query = matchMedia(DARK);
  query.addEventListener?.('change', onChange);
  return () => query.removeEventListener?.('change', onChange);
}

/** True while the OS asks for a dark colour scheme, following it live; light when rendered on a server. */
export function useSystemDark(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => matchMedia(DARK).matches,
    () => false,
  );
}
