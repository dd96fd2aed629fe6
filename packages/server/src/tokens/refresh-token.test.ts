import { describe, expect, it } from 'vitest';
import { mintRefreshToken, parseRefreshToken, secretMatches } from './refresh-token.js';

describe('refresh tokens', () => {
  it('are <id>.<secret> with a 256-bit base64url secret, of which only a hash is kept', () => {
    const { id, token, secretHash } = mintRefreshToken();
    const parsed = parseRefreshToken(token);
    expect(parsed?.id).toBe(id);
    expect(Buffer.from(parsed?.secret ?? '', 'base64url')).toHaveLength(32);
    expect(parsed?.secret).toMatch(/^[\w-]+$/);
    expect(secretHash).not.toContain(parsed?.secret);
  });

  it('are unique', () => {
    const tokens = new Set(Array.from({ length: 100 }, () => mintRefreshToken().token));
    expect(tokens.size).toBe(100);
  });

  it('match only their own secret', () => {
    const first = mintRefreshToken();
    const second = mintRefreshToken();
    const secretOf = (token: string) => parseRefreshToken(token)?.secret ?? '';
    expect(secretMatches(secretOf(first.token), first.secretHash)).toBe(true);
    expect(secretMatches(secretOf(second.token), first.secretHash)).toBe(false);
    expect(secretMatches('', first.secretHash)).toBe(false);
    expect(secretMatches(secretOf(first.token), 'short')).toBe(false);
  });

  it.each(['', 'no-dot', '.secret', 'id.'])('does not parse %j', (token) => {
    expect(parseRefreshToken(token)).toBeNull();
  });
});
