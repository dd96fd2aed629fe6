import type { FoyerClient } from '@foyer/client';
import { API_PATHS } from '../util/api-paths.js';
import type { ClientSummary, RotatedClient } from './client-summary.js';

const clientPath = (clientId: string) => `${API_PATHS.oauthClients}/${encodeURIComponent(clientId)}`;

export async function listClients(client: FoyerClient): Promise<ClientSummary[]> {
  const { clients } = await client.request<{ clients: ClientSummary[] }>(API_PATHS.oauthClients);
  return clients;
}

/** A new secret for the client; the old one stops working at once. */
export function rotateSecret(client: FoyerClient, clientId: string): Promise<RotatedClient> {
  return client.request<RotatedClient>(`${clientPath(clientId)}/secret`, { method: 'POST' });
}

/** Removes the client with every grant and token it holds. */
export async function deleteClient(client: FoyerClient, clientId: string): Promise<void> {
  await client.request<undefined>(clientPath(clientId), { method: 'DELETE' });
}
