import type { UserSession } from '@foyer/core';
import { useCallback, useEffect, useState } from 'react';
import { useSession } from '../session/use-session.js';
import { errorText } from '../util/error-text.js';

/** The other accounts saved on this browser, loaded when the menu opens; null while loading. */
export function useSavedAccounts() {
  const { listAccounts, locale } = useSession();
  const [accounts, setAccounts] = useState<UserSession[] | null>(null);
  const [error, setError] = useState('');
  const [loads, setLoads] = useState(0);

  useEffect(() => {
    let active = true;
    listAccounts().then(
      (list) => active && setAccounts(list),
      (failure: unknown) => {
        if (!active) return;
        setAccounts([]);
        setError(errorText(failure, locale));
      },
    );
    return () => {
      active = false;
    };
  }, [listAccounts, locale, loads]);

  const reload = useCallback(() => {
    setAccounts(null);
    setError('');
    setLoads((count) => count + 1);
  }, []);

  return { accounts, error, reload };
}
