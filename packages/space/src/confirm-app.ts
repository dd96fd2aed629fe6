import { SERVER_PATHS } from '@foyer/core';
import { z } from 'zod';

const didDocument = z.object({ id: z.string() });

/**
 * Whether the site at `appUrl` publishes `appDid` as its own (its /.well-known/did.json): a page elsewhere cannot ask for
 * a space in another app's name, since the popup answers only to the origin of `appUrl`.
 */
export async function confirmApp(appUrl: string, appDid: string, timeoutMs = 5000): Promise<boolean> {
  try {
    const response = await fetch(`${new URL(appUrl).origin}${SERVER_PATHS.didJson}`, { signal: AbortSignal.timeout(timeoutMs), redirect: 'error', headers: { accept: 'application/json' } });
    return response.ok && didDocument.parse(await response.json()).id === appDid;
  } catch {
    return false;
  }
}
