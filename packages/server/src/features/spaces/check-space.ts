import { randomBytes } from 'node:crypto';
import { FoyerError, type SpaceGateway } from '@foyer/core';

/** The one object Foyer keeps in a connected space: proof that the space stores what the app writes. */
export const CHECK_OBJECT_KEY = 'foyer-connection';

/** Writes a fresh object into the space with the grant as bearer and reads it back; refuses the space when they differ. */
export async function checkSpace(gateway: SpaceGateway, appDid: string, timeoutMs = 5000): Promise<void> {
  const url = `${gateway.url}/objects/${CHECK_OBJECT_KEY}`;
  const headers = { authorization: `Bearer ${gateway.grant}`, 'content-type': 'application/json' };
  const written = JSON.stringify({ appDid, nonce: randomBytes(16).toString('hex'), at: new Date().toISOString() });
  try {
    const put = await fetch(url, { method: 'PUT', headers, body: written, redirect: 'error', signal: AbortSignal.timeout(timeoutMs) });
    if (!put.ok) throw new Error(`PUT answered ${put.status}`);
    const get = await fetch(url, { headers, redirect: 'error', signal: AbortSignal.timeout(timeoutMs) });
    if (!get.ok) throw new Error(`GET answered ${get.status}`);
    if ((await get.text()) !== written) throw new Error('read back another object');
  } catch (cause) {
    throw new FoyerError('spaceCheckFailed', { cause });
  }
}
