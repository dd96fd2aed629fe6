import { describe, expect, it } from 'vitest';
import { roleOrDefault } from './role-or-default.js';

describe('roleOrDefault', () => {
  it('keeps a role and makes a missing one guest', () => {
    expect(roleOrDefault('admin')).toBe('admin');
    expect(roleOrDefault('')).toBe('guest');
    expect(roleOrDefault(null)).toBe('guest');
    expect(roleOrDefault(undefined)).toBe('guest');
  });
});
