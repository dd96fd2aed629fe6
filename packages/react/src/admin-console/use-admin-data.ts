import { useCallback, useEffect, useState } from 'react';
import { useInternals, useSession } from '../session/use-session.js';
import { errorText } from '../util/error-text.js';

export interface AdminData<T> {
  data: T | null;
  /** The server's (or the catalogue's) text of the last failure. */
  error: string | null;
  reload(): void;
}

/** GETs `path` with the signed-in session (null path: nothing yet), again on reload; a late answer for an older path is dropped. */
export function useAdminData<T>(path: string | null): AdminData<T> {
  const client = useInternals()?.client;
  const { locale } = useSession();
  const [data, setData] = useState<T | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [round, setRound] = useState(0);

  useEffect(() => {
    if (!client || !path) return;
    let current = true;
    setData(null);
    setError(null);
    client.request<T>(path).then(
      (answer) => current && setData(answer),
      (failure: unknown) => current && setError(errorText(failure, locale)),
    );
    return () => {
      current = false;
    };
  }, [client, path, locale, round]);

  return { data, error, reload: useCallback(() => setRound((n) => n + 1), []) };
}
