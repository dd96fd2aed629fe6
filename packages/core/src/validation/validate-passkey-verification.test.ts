import { describe, expect, it } from 'vitest';
import { validatePasskeyVerification } from './validate-passkey-verification.js';

describe('validatePasskeyVerification', () => {
  it('passes a verified result and refuses the rest', () => {
    expect(validatePasskeyVerification({ verified: true, credentialId: 'c' })).toEqual({
      ok: true,
      value: { verified: true, credentialId: 'c' },
    });
    const result = validatePasskeyVerification({ verified: false });
    expect(result.ok ? null : result.error.message).toBe('Passkey verify failed');
  });
});
