import { describe, expect, it } from 'vitest';
import { validateQrPayload } from './validate-qr-payload.js';

describe('validateQrPayload', () => {
  it('accepts a payload up to the limit', () => {
    expect(validateQrPayload('a'.repeat(10), 10)).toEqual({ ok: true, value: 'a'.repeat(10) });
  });

  it('refuses a payload past the limit', () => {
    const result = validateQrPayload('a'.repeat(11), 10);
    expect(result.ok ? null : result.error.message).toBe('Data too long');
  });

  it('measures in UTF-8 bytes', () => {
    expect(validateQrPayload('中中中', 9).ok).toBe(true);
    expect(validateQrPayload('中中中', 8).ok).toBe(false);
  });
});
