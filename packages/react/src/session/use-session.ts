import { useContext } from 'react';
import { InternalsContext, SessionContext, type FoyerInternals, type Session } from './session-context.js';

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside <SessionProvider>');
  return session;
}

/** Null until the provider has created its client (right after the first render). */
export function useInternals(): FoyerInternals | null {
  return useContext(InternalsContext);
}
