import { useEffect, useState } from 'react';
import { useInternals, useSession } from '../session/use-session.js';
import { errorText } from '../util/error-text.js';
import { deleteClient, listClients, rotateSecret } from './client-requests.js';
import type { ClientSummary, RotatedClient } from './client-summary.js';

export type ClientAction = 'rotate' | 'delete';

/** The request running now, so its row's button can show loading. */
export interface Working {
  clientId: string;
  action: ClientAction;
}

/**
 * The registered clients for the signed-in owner or admin (null while loading), the list's load error,
 * and rotate / remove, which reject with the server's text for the confirm dialog to show.
 */
export function useOAuthClients() {
  const { user, locale } = useSession();
  const client = useInternals()?.client;
  const [clients, setClients] = useState<ClientSummary[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [working, setWorking] = useState<Working | null>(null);
  const did = user?.did;

  useEffect(() => {
    if (!client || !did) return;
    // A late answer for an account signed out since must not show.
    let current = true;
    setClients(null);
    setError(null);
    listClients(client).then(
      (list) => current && setClients(list),
      (failure: unknown) => current && setError(errorText(failure, locale)),
    );
    return () => {
      current = false;
    };
  }, [client, did, locale]);

  async function run<T>(clientId: string, action: ClientAction, call: () => Promise<T>): Promise<T> {
    setWorking({ clientId, action });
    try {
      return await call();
    } finally {
      setWorking(null);
    }
  }

  async function rotate(clientId: string): Promise<RotatedClient> {
    if (!client) throw new Error('rotate before the session client exists');
    const { clientSecret, ...summary } = await run(clientId, 'rotate', () => rotateSecret(client, clientId));
    setClients((list) => list?.map((entry) => (entry.clientId === clientId ? summary : entry)) ?? null);
    return { ...summary, clientSecret };
  }

  async function remove(clientId: string): Promise<void> {
    if (!client) throw new Error('delete before the session client exists');
    await run(clientId, 'delete', () => deleteClient(client, clientId));
    setClients((list) => list?.filter((entry) => entry.clientId !== clientId) ?? null);
  }

  return { clients, error, working, rotate, remove };
}
