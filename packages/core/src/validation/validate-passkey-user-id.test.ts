import { describe, expect, it } from 'vitest';
import { validatePasskeyUserId } from './validate-passkey-user-id.js';

function refused(input: unknown): boolean {
  const result = validatePasskeyUserId(input);
  return !result.ok && result.error.code === 'passkeyUserIdInvalid';
}

describe('validatePasskeyUserId', () => {
  it('accepts 1 and 64 bytes', () => {
    expect(validatePasskeyUserId('a')).toEqual({ ok: true, value: 'a' });
    expect(validatePasskeyUserId('a'.repeat(64)).ok).toBe(true);
  });

  it('refuses 0 and 65 bytes', () => {
    expect(refused('')).toBe(true);
    expect(refused('a'.repeat(65))).toBe(true);
    expect(refused(undefined)).toBe(true);
  });

  it('counts UTF-8 bytes, not characters', () => {
    expect(validatePasskeyUserId('中'.repeat(21) + 'a').ok).toBe(true);
    expect(refused('中'.repeat(22))).toBe(true);
    expect(validatePasskeyUserId('😀'.repeat(16)).ok).toBe(true);
    expect(refused(`${'😀'.repeat(16)}a`)).toBe(true);
    expect(validatePasskeyUserId('é').ok).toBe(true);
  });
});
