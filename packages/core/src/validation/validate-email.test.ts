import { describe, expect, it } from 'vitest';
import { validateEmail } from './validate-email.js';

const local = (length: number) => 'l'.repeat(length);
// 63 + 1 + 63 + 1 + 57 + 4 = 189 characters, so a 64-character local part makes exactly 254.
const LONG_DOMAIN = `${'a'.repeat(63)}.${'b'.repeat(63)}.${'c'.repeat(57)}.com`;

describe('validateEmail', () => {
  it('requires an address', () => {
    for (const input of ['', '   ', undefined, null, 42]) {
      const result = validateEmail(input);
      expect(result.ok).toBe(false);
      if (!result.ok) {
        expect(result.error.code).toBe('emailRequired');
        expect(result.error.message).toBe('Email is required');
        expect(result.error.field).toBe('email');
      }
    }
  });

  it('accepts a simple address, trimmed and lower-cased', () => {
    expect(validateEmail('  Alice@Example.COM ')).toEqual({ ok: true, value: 'alice@example.com' });
  });

  it('refuses an address without the simple shape', () => {
    for (const input of ['alice', 'alice@', '@example.com', 'alice@example', 'a b@example.com', 'Alice <a@b.co>']) {
      const result = validateEmail(input);
      expect(result.ok ? null : result.error.message).toBe('Email format is incorrect');
    }
  });

  describe('passkey mode', () => {
    it('accepts 254 characters and refuses 255', () => {
      const at254 = `${local(64)}@${LONG_DOMAIN}`;
      expect(at254).toHaveLength(254);
      expect(validateEmail(at254, 'passkey').ok).toBe(true);
      const at255 = `${local(64)}@a${LONG_DOMAIN}`;
      expect(at255).toHaveLength(255);
      const result = validateEmail(at255, 'passkey');
      expect(result.ok ? null : result.error.code).toBe('emailInvalid');
    });

    it('accepts a 64-character local part and refuses 65', () => {
      expect(validateEmail(`${local(64)}@example.com`, 'passkey').ok).toBe(true);
      const result = validateEmail(`${local(65)}@example.com`, 'passkey');
      expect(result.ok ? null : result.error.message).toBe('Invalid email address');
    });

    it('needs a domain with a top-level domain', () => {
      expect(validateEmail('alice@localhost', 'passkey').ok).toBe(false);
      expect(validateEmail('alice@example.c', 'passkey').ok).toBe(false);
      expect(validateEmail('alice@example.co', 'passkey').ok).toBe(true);
      expect(validateEmail('alice@-example.com', 'passkey').ok).toBe(false);
    });

    it('refuses a display name', () => {
      for (const input of ['Alice <alice@example.com>', '<alice@example.com>', '"Alice" alice@example.com']) {
        const result = validateEmail(input, 'passkey');
        expect(result.ok ? null : result.error.code).toBe('emailInvalid');
      }
    });

    it('refuses a malformed local part', () => {
      expect(validateEmail('.alice@example.com', 'passkey').ok).toBe(false);
      expect(validateEmail('al..ice@example.com', 'passkey').ok).toBe(false);
      expect(validateEmail('a@b@example.com', 'passkey').ok).toBe(false);
      expect(validateEmail('alice.o+tag@example.com', 'passkey').ok).toBe(true);
    });

    it('still reports a missing address as required', () => {
      const result = validateEmail('', 'passkey');
      expect(result.ok ? null : result.error.code).toBe('emailRequired');
    });
  });
});
