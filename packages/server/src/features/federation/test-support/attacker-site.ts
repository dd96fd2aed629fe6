import { createServer, type Server } from 'node:http';
import { PATHS, SERVER_PATHS } from '@foyer/core';
import type { AppKey } from '../../../keys/app-key.js';
import { createTestAppKey } from '../../../test-support/test-app-key.js';

/** A site on loopback that claims to be the app `claimedDid`, publishing `key` (its own, unless given), and counts every request it gets. */
export interface AttackerSite {
  url: string;
  /** The key published in its did.json under the claimed DID. */
  key: AppKey;
  /** Paths requested of the site, in order. */
  hits: string[];
  close(): Promise<void>;
}

export async function startAttackerSite(claimedDid: string, given?: AppKey): Promise<AttackerSite> {
  const key = given ?? (await createTestAppKey());
  const hits: string[] = [];
  const { kty, crv, x } = key.publicJwk;
  const documents: Record<string, unknown> = {
    [SERVER_PATHS.didJson]: { id: claimedDid, verificationMethod: [{ id: `${claimedDid}#key-1`, type: 'JsonWebKey2020', controller: claimedDid, publicKeyJwk: { kty, crv, x } }] },
    [PATHS.appMetadataScript]: { appId: claimedDid, appPid: claimedDid, appName: 'Totally The Member' },
  };
  const server: Server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://attacker').pathname;
    hits.push(path);
    const document = documents[path];
    if (document === undefined) return void response.writeHead(404).end();
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(document));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return { url, key, hits, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
