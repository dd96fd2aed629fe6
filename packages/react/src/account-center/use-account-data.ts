import { useCallback, useEffect, useState } from 'react';
import { useInternals, useSession } from '../session/use-session.js';
import { errorText } from '../util/error-text.js';

export interface AccountData<T> {
  data: T | null;
  /** The server's (or the catalogue's) text of the last failure. */
  error: string | null;
  /** Replaces what is shown after a change the server confirmed, without asking again. */
  update(change: (data: T) => T): void;
}

/** GETs `path` with the signed-in session, in the person's language; a late answer after a change of account is dropped. */
export function useAccountData<T>(path: string): AccountData<T> {
  const client = useInternals()?.client;
  const { user, locale } = useSession();
  const [data, setData] = useState<T | null>(null);
  const [error, setError] = useState<string | null>(null);
  const did = user?.did;

  useEffect(() => {
    if (!client || !did) return;
    let current = true;
    setData(null);
    setError(null);
    client.request<T>(path, { query: { locale } }).then(
      (answer) => current && setData(answer),
      (failure: unknown) => current && setError(errorText(failure, locale)),
    );
    return () => {
      current = false;
    };
  }, [client, did, path, locale]);

  const update = useCallback((change: (data: T) => T) => setData((known) => (known === null ? known : change(known))), []);
  return { data, error, update };
}
