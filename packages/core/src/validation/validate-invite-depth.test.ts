import { describe, expect, it } from 'vitest';
import { validateInviteDepth } from './validate-invite-depth.js';

describe('validateInviteDepth', () => {
  it('accepts depths 0 to 8', () => {
    expect(validateInviteDepth(0)).toEqual({ ok: true, value: 0 });
    expect(validateInviteDepth(8)).toEqual({ ok: true, value: 8 });
  });

  it('refuses depth 9', () => {
    const result = validateInviteDepth(9);
    expect(result.ok ? null : result.error.message).toBe('Invite depth exceeds the limit of 8');
  });

  it.each([-1, 1.5, Number.NaN])('refuses %s as not a depth', (depth) => {
    const result = validateInviteDepth(depth);
    expect(result.ok ? null : result.error.code).toBe('invalidInput');
  });
});
