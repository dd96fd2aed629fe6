import { describe, expect, it } from 'vitest';
import { randomToken } from './random-token.js';

describe('randomToken', () => {
  it('hands out 16-byte tokens that never repeat, across many pool refills', () => {
    const tokens = Array.from({ length: 5_000 }, () => randomToken(16));
    expect(tokens.every((token) => Buffer.from(token, 'base64url').length === 16)).toBe(true);
    expect(new Set(tokens).size).toBe(tokens.length);
  });

  it('serves a request larger than the pool from a draw of its own', () => {
    expect(Buffer.from(randomToken(5_000), 'base64url').length).toBe(5_000);
  });
});
