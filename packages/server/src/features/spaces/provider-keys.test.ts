import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { didFromPublicKey } from '@foyer/did';
import { exportJWK, generateKeyPair } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOutboundFetch } from '../../outbound/outbound-fetch.js';
import { createProviderKeys } from './provider-keys.js';

/** A provider whose did.json answer the test sets, counting the reads. */
let answer: { status: number; body: unknown; delayMs?: number } = { status: 200, body: {} };
let reads = 0;
let server: Server;
let origin: string;

beforeAll(async () => {
  server = createServer((_, response) => {
    reads++;
    setTimeout(() => response.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.body)), answer.delayMs ?? 0);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

async function didDocument() {
  const { publicKey } = await generateKeyPair('EdDSA', { crv: 'Ed25519', extractable: true });
  const jwk = await exportJWK(publicKey);
  const did = `did:abt:${didFromPublicKey(Buffer.from(jwk.x ?? '', 'base64url'), { role: 'application' })}`;
  return { did, body: { id: did, verificationMethod: [{ publicKeyJwk: jwk }] } };
}

describe('createProviderKeys', () => {
  // The provider runs on this machine, which only a guard allowing private targets (a local demo or test) may call.
  const fetch = createOutboundFetch({ allowPrivate: true });

  it("reads the provider's key from its did.json once per ttl", async () => {
    const { did, body } = await didDocument();
    answer = { status: 200, body };
    reads = 0;
    let now = 0;
    const keys = createProviderKeys({ fetch, ttlMs: 1000, now: () => now });
    expect((await keys(origin)).did).toBe(did);
    await keys(origin);
    expect(reads).toBe(1);
    now = 1000;
    await keys(origin);
    expect(reads).toBe(2);
  });

  it('refuses with the unreachable message on an error answer, a slow one, a malformed document or a key that is not its DID; failures are not cached', async () => {
    const unreachable = `The storage space provider could not be reached: ${origin}`;
    const keys = createProviderKeys({ fetch, timeoutMs: 200 });
    answer = { status: 500, body: {} };
    await expect(keys(origin)).rejects.toMatchObject({ code: 'spaceProviderUnreachable', status: 502, message: unreachable });
    answer = { status: 200, body: (await didDocument()).body, delayMs: 500 };
    await expect(keys(origin)).rejects.toMatchObject({ code: 'spaceProviderUnreachable' });
    answer = { status: 200, body: { id: 'did:abt:zNot', verificationMethod: [] } };
    await expect(keys(origin)).rejects.toMatchObject({ code: 'spaceProviderUnreachable' });
    const [one, other] = await Promise.all([didDocument(), didDocument()]);
    answer = { status: 200, body: { ...one.body, id: other.did } };
    await expect(keys(origin)).rejects.toMatchObject({ code: 'spaceProviderUnreachable' });
    answer = { status: 200, body: one.body };
    expect((await keys(origin)).did).toBe(one.did);
  });

  it('reads nothing from a provider on a private address through a guard that refuses them: the provider sees no request', async () => {
    answer = { status: 200, body: (await didDocument()).body };
    reads = 0;
    const keys = createProviderKeys({ fetch: createOutboundFetch({ allowPrivate: false }) });
    await expect(keys(origin)).rejects.toMatchObject({ code: 'spaceProviderUnreachable', cause: { name: 'OutboundRefusedError' } });
    expect(reads).toBe(0);
  });
});
