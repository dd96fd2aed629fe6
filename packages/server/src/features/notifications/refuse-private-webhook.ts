import { FoyerError } from '@foyer/core';
import { OutboundRefusedError } from '../../outbound/outbound-refused-error.js';
import { refuseNonPublicHost } from '../../outbound/refuse-non-public-host.js';

/** Refuses a webhook whose host is, or resolves to, an address that is not public: the server must not be made to call its own network. */
export async function refusePrivateWebhook(url: string): Promise<void> {
  await refuseNonPublicHost(url).catch((error: unknown) => {
    throw error instanceof OutboundRefusedError ? new FoyerError('webhookHostNotPublic', { params: { host: error.host } }) : error;
  });
}
