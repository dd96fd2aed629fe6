import { randomBytes } from 'node:crypto';
import { FoyerError, type SpaceGateway } from '@foyer/core';
import type { OutboundFetch } from '../../outbound/outbound-fetch.js';

/** The one object Foyer keeps in a connected space: proof that the space stores what the app writes. */
export const CHECK_OBJECT_KEY = 'foyer-connection';

/** Writes a fresh object into the space with the grant as bearer and reads it back, through the outbound guard; refuses the space when they differ. */
export async function checkSpace(fetch: OutboundFetch, gateway: SpaceGateway, appDid: string): Promise<void> {
  const url = `${gateway.url}/objects/${CHECK_OBJECT_KEY}`;
  const headers = { authorization: `Bearer ${gateway.grant}`, 'content-type': 'application/json' };
  const written = JSON.stringify({ appDid, nonce: randomBytes(16).toString('hex'), at: new Date().toISOString() });
  try {
    const put = await fetch(url, { method: 'PUT', headers, body: written });
    if (!put.ok) throw new Error(`PUT answered ${put.status}`);
    const get = await fetch(url, { headers });
    if (!get.ok) throw new Error(`GET answered ${get.status}`);
    if ((await get.text()) !== written) throw new Error('read back another object');
  } catch (cause) {
    throw new FoyerError('spaceCheckFailed', { cause });
  }
}
