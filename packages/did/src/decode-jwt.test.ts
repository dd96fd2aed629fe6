import { utf8ToBytes } from '@noble/hashes/utils.js';
import { describe, expect, it } from 'vitest';
import { decodeJwt } from './decode-jwt.js';
import { encodeBase64url } from './encode-base64url.js';

const segment = (value: unknown) => encodeBase64url(utf8ToBytes(JSON.stringify(value)));
const header = segment({ alg: 'Ed25519', type: 'JWT' });
const body = segment({ iss: 'did:abt:z1', exp: '10', custom: { nested: [1] } });
const malformed = expect.objectContaining({ code: 'malformed' });

describe('decodeJwt', () => {
  it('returns header, body and signature bytes', () => {
    expect(decodeJwt(`${header}.${body}.AQID`)).toEqual({
      header: { alg: 'Ed25519', type: 'JWT' },
      body: { iss: 'did:abt:z1', exp: '10', custom: { nested: [1] } },
      signature: Uint8Array.of(1, 2, 3),
    });
  });

  it.each([
    ['two segments', `${header}.${body}`],
    ['four segments', `${header}.${body}.AQID.AQID`],
    ['a non-base64url segment', `${header}.${body}.A+ID`],
    ['a body that is not JSON', `${header}.${encodeBase64url(utf8ToBytes('{nope'))}.AQID`],
    ['a body that is an array', `${header}.${segment([1])}.AQID`],
    ['a header without alg', `${segment({ type: 'JWT' })}.${body}.AQID`],
    ['a numeric exp', `${header}.${segment({ exp: 10 })}.AQID`],
    ['a non-string iss', `${header}.${segment({ iss: ['did:abt:z1'] })}.AQID`],
    ['invalid UTF-8', `${header}.${encodeBase64url(Uint8Array.of(0x7b, 0xff, 0x7d))}.AQID`],
  ])('rejects %s', (_, token) => {
    expect(() => decodeJwt(token)).toThrow(malformed);
  });
});
