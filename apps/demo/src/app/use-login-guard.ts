import { useSession } from '@foyer/react';
import { useEffect } from 'react';
import { loginPageUrl } from './routes.js';

/** For a guarded page: signed-out visitors go to Foyer's login page and come back here. */
export function useLoginGuard() {
  const { user, loading } = useSession();

  useEffect(() => {
    if (!loading && !user) location.replace(loginPageUrl());
  }, [loading, user]);

  return user;
}
