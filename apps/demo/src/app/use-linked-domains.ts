import { SERVER_PATHS } from '@foyer/core';
import { useSession } from '@foyer/react';
import { useCallback, useEffect, useState } from 'react';
import { adminRequest } from './admin-request.js';

/** A domain linked to this app, as GET linkedDomains lists it. */
export interface LinkedDomain {
  domain: string;
  origin: string;
  did: string;
  createdAt: number;
}

/** The app's linked domains (null while loading), the last refusal, and unlink; the list reloads after each sign-in, which is how a link completes. */
export function useLinkedDomains() {
  const { events } = useSession();
  const [domains, setDomains] = useState<LinkedDomain[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  const run = useCallback(async (change: () => Promise<unknown>) => {
    setError(null);
    try {
      await change();
      setDomains(await adminRequest<LinkedDomain[]>(SERVER_PATHS.linkedDomains));
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    }
  }, []);

  useEffect(() => {
    void run(async () => undefined);
    return events.on('login', () => void run(async () => undefined));
  }, [run, events]);

  return {
    domains,
    error,
    unlink: (domain: string) => run(() => adminRequest(`${SERVER_PATHS.linkedDomains}/${encodeURIComponent(domain)}`, { method: 'DELETE' })),
  };
}
