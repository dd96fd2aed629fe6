import { describe, expect, it } from 'vitest';
import { readAuthInfo } from './read-auth-info.js';
import { referenceAppKey } from './test-support/reference-app.js';
import { isWalletError, type WalletErrorCode } from './wallet-error.js';

const STEP = { action: 'responseAuth', challenge: 'c0', requestedClaims: [{ type: 'authPrincipal' }], url: 'https://app.example/auth' };

function codeOf(reply: unknown): WalletErrorCode | 'accepted' {
  try {
    readAuthInfo(reply);
    return 'accepted';
  } catch (error) {
    if (isWalletError(error)) return error.code;
    throw error;
  }
}

describe('readAuthInfo against authInfo signed by @arcblock/jwt', () => {
  it('reads a step the reference signed, with iss the app DID', async () => {
    const app = referenceAppKey();
    expect(readAuthInfo(await app.reply(STEP))).toMatchObject({ ...STEP, iss: app.did });
  });

  it('refuses a tampered body, and a signature by a key other than the appPk named', async () => {
    const app = referenceAppKey();
    const { appPk, authInfo } = await app.reply(STEP);
    const [header, , signature] = authInfo.split('.');
    const forgedBody = Buffer.from(JSON.stringify({ ...STEP, url: 'https://evil.example/auth', iss: app.did })).toString('base64url');
    expect(codeOf({ appPk, authInfo: `${header}.${forgedBody}.${signature}` })).toBe('invalid_app_signature');
    expect(codeOf({ appPk: referenceAppKey().appPk, authInfo })).toBe('invalid_app_signature');
  });

  it('refuses what is not a DID Connect reply', async () => {
    const app = referenceAppKey();
    expect(codeOf({ error: 'nope' })).toBe('invalid_reply');
    expect(codeOf(await app.reply({ ...STEP, requestedClaims: ['authPrincipal'] }))).toBe('invalid_reply');
  });
});
