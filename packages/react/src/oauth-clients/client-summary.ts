import type { ClientSummary } from '@foyer/core';

export type { ClientSummary, RotatedClient } from '@foyer/core';

/** The name people gave the client, else its id (registration does not require a name). */
export const clientLabel = (client: ClientSummary) => client.clientName || client.clientId;
