import { describe, expect, it } from 'vitest';
import { validateRefreshToken } from './validate-refresh-token.js';

describe('validateRefreshToken', () => {
  it('needs a token', () => {
    expect(validateRefreshToken('id.secret')).toEqual({ ok: true, value: 'id.secret' });
    for (const token of ['', null, undefined]) {
      const result = validateRefreshToken(token);
      expect(result.ok ? null : result.error.message).toBe('Refresh token not found');
    }
  });
});
