import { describe, expect, it } from 'vitest';
import { validateStorageEngine } from './validate-storage-engine.js';

describe('validateStorageEngine', () => {
  it('accepts cookie and localStorage', () => {
    expect(validateStorageEngine('cookie')).toEqual({ ok: true, value: 'cookie' });
    expect(validateStorageEngine('localStorage')).toEqual({ ok: true, value: 'localStorage' });
  });

  it.each(['sessionStorage', 'Cookie', '', undefined])('refuses %j', (input) => {
    const result = validateStorageEngine(input);
    expect(result.ok ? null : result.error.message).toBe('storageEngine must be cookie or localStorage');
  });
});
