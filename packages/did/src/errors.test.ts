import { describe, expect, it } from 'vitest';
import { DidError, isDidError } from './errors.js';

describe('DidError', () => {
  it('carries a stable code, a fixed message and its cause', () => {
    const cause = new Error('inner');
    const error = new DidError('invalid_did', { cause });
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('DidError');
    expect(error.code).toBe('invalid_did');
    expect(error.message).toBe('Failed to parse DID');
    expect(error.cause).toBe(cause);
  });

  it('is recognised by isDidError, optionally by code', () => {
    const error = new DidError('expired');
    expect(isDidError(error)).toBe(true);
    expect(isDidError(error, 'expired')).toBe(true);
    expect(isDidError(error, 'malformed')).toBe(false);
    expect(isDidError(new Error('Failed to parse DID'))).toBe(false);
  });
});
