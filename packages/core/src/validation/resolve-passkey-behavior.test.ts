import { describe, expect, it } from 'vitest';
import { resolvePasskeyBehavior } from './resolve-passkey-behavior.js';

describe('resolvePasskeyBehavior', () => {
  it('forces both on login and keeps the setting otherwise', () => {
    expect(resolvePasskeyBehavior('login', 'none')).toBe('both');
    expect(resolvePasskeyBehavior('invite', 'only-new')).toBe('only-new');
  });
});
