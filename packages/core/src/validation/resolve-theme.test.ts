import { describe, expect, it } from 'vitest';
import { resolveTheme } from './resolve-theme.js';

describe('resolveTheme', () => {
  it('keeps a known theme', () => {
    expect(resolveTheme('dark')).toBe('dark');
    expect(resolveTheme('system')).toBe('system');
  });

  it.each(['blue', 'DARK', '', null, undefined])('falls back to system for %j', (input) => {
    expect(resolveTheme(input)).toBe('system');
  });
});
