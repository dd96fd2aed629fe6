import { describe, expect, it } from 'vitest';
import { validateDid } from './validate-did.js';

const ADDRESS = 'z1muQ3xqHQK2uiACHyChikobsiY5kLqtShA';

describe('validateDid', () => {
  it('accepts a base58 address with or without the did:abt: prefix', () => {
    expect(validateDid(ADDRESS)).toEqual({ ok: true, value: ADDRESS });
    expect(validateDid(`did:abt:${ADDRESS}`)).toEqual({ ok: true, value: ADDRESS });
  });

  it('calls an empty DID invalid', () => {
    for (const input of ['', '  ', undefined]) {
      const result = validateDid(input);
      expect(result.ok ? null : result.error.message).toBe('Invalid DID');
    }
  });

  it.each([
    ['not starting with z', 'x1muQ3xqHQK2uiACHyChikobsiY5kLqtShA'],
    ['with a 0', 'z1muQ3xqHQK2uiACHyChikobsiY5kLqtSh0'],
    ['with an O', 'z1muQ3xqHQK2uiACHyChikobsiY5kLqtShO'],
    ['with an I', 'z1muQ3xqHQK2uiACHyChikobsiY5kLqtShI'],
    ['with an l', 'z1muQ3xqHQK2uiACHyChikobsiY5kLqtShl'],
    ['a bare z', 'z'],
    ['an Ethereum address', '0x4e2c5bbf47b7a7ab7f1b1cbb6d1f4d1f9a0c0a12'],
  ])('cannot parse a DID %s', (_, input) => {
    const result = validateDid(input);
    expect(result.ok ? null : result.error.message).toBe('Failed to parse DID');
  });
});
