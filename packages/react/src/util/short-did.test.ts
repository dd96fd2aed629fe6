import { describe, expect, it } from 'vitest';
import { shortDid } from './short-did.js';

describe('shortDid', () => {
  it('keeps 6 leading and 6 trailing characters of the address, without the did: prefix', () => {
    expect(shortDid('did:abt:zNKb8GWvzqHzkSqPPx78hQDvmhWQUqP6BzqR')).toBe('zNKb8G…P6BzqR');
    expect(shortDid('zNKb8GWvzqHzkSqPPx78hQDvmhWQUqP6BzqR')).toBe('zNKb8G…P6BzqR');
  });

  it('leaves an address of 13 characters or fewer whole', () => {
    expect(shortDid('did:abt:z123456789abc')).toBe('z123456789abc');
  });
});
