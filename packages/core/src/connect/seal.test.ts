import { describe, expect, it } from 'vitest';
import { isFoyerError } from '../errors/foyer-error.js';
import { createPageKey, sealForPage, unsealFromServer } from './seal.js';

const TOKEN = 'connect-session-token';
const RESULT = JSON.stringify({ sessionToken: 'jwt', refreshToken: 'id.secret', name: '名字' });

async function refused(attempt: Promise<string>) {
  const error: unknown = await attempt.catch((caught: unknown) => caught);
  expect(isFoyerError(error) && error.code).toBe('invalidResponse');
}

describe('sealing the login result to the page', () => {
  it('round-trips to the page that made the key', async () => {
    const page = await createPageKey();
    const sealed = await sealForPage(page.publicKey, RESULT, TOKEN);
    expect(sealed).toMatch(/^[\w-]+$/);
    expect(await unsealFromServer(page.privateKey, sealed, TOKEN)).toBe(RESULT);
  });

  it('gives a 65-byte uncompressed P-256 point as the public key, and keeps the private key unexportable', async () => {
    const page = await createPageKey();
    expect(Buffer.from(page.publicKey, 'base64url')).toHaveLength(65);
    expect(Buffer.from(page.publicKey, 'base64url')[0]).toBe(4);
    expect(page.privateKey.extractable).toBe(false);
  });

  it('seals to a fresh ephemeral key each time', async () => {
    const page = await createPageKey();
    const [first, second] = await Promise.all([sealForPage(page.publicKey, RESULT, TOKEN), sealForPage(page.publicKey, RESULT, TOKEN)]);
    expect(first.slice(0, 87)).not.toBe(second.slice(0, 87));
  });

  it('refuses another page key', async () => {
    const [page, other] = await Promise.all([createPageKey(), createPageKey()]);
    await refused(unsealFromServer(other.privateKey, await sealForPage(page.publicKey, RESULT, TOKEN), TOKEN));
  });

  it('refuses another session token', async () => {
    const page = await createPageKey();
    await refused(unsealFromServer(page.privateKey, await sealForPage(page.publicKey, RESULT, TOKEN), 'another-token'));
  });

  it('refuses a tampered or truncated seal', async () => {
    const page = await createPageKey();
    const bytes = Buffer.from(await sealForPage(page.publicKey, RESULT, TOKEN), 'base64url');
    const last = bytes.length - 1;
    bytes[last] = (bytes[last] ?? 0) ^ 1;
    await refused(unsealFromServer(page.privateKey, bytes.toString('base64url'), TOKEN));
    await refused(unsealFromServer(page.privateKey, bytes.subarray(0, 70).toString('base64url'), TOKEN));
  });
});
