import { SERVER_PATHS } from '@foyer/core';
import type { OutboundFetch } from '@foyer/server';
import { z } from 'zod';

const didDocument = z.object({ id: z.string() });

/**
 * Whether the site at `appUrl` publishes `appDid` as its own (its /.well-known/did.json): a page elsewhere cannot ask for
 * a space in another app's name, since the popup answers only to the origin of `appUrl`. Anyone can name `appUrl`, so
 * it goes through the provider's outbound guard (no private targets unless allowed).
 */
export async function confirmApp(outbound: OutboundFetch, appUrl: string, appDid: string): Promise<boolean> {
  try {
    const response = await outbound(`${new URL(appUrl).origin}${SERVER_PATHS.didJson}`, { headers: { accept: 'application/json' } });
    return response.ok && didDocument.parse(await response.json()).id === appDid;
  } catch {
    return false;
  }
}
