import { describe, expect, it } from 'vitest';
import { resolveLocale } from './resolve-locale.js';

describe('resolveLocale', () => {
  it('keeps an offered locale', () => {
    expect(resolveLocale('zh')).toBe('zh');
    expect(resolveLocale('EN')).toBe('en');
  });

  it('matches on the primary language subtag', () => {
    expect(resolveLocale('zh-CN')).toBe('zh');
    expect(resolveLocale('en_US')).toBe('en');
  });

  it.each(['fr', '', null, 7])('falls back to the first language for %j', (input) => {
    expect(resolveLocale(input)).toBe('en');
    expect(resolveLocale(input, ['zh', 'en'])).toBe('zh');
  });

  it('only resolves to a language the app offers', () => {
    expect(resolveLocale('en', ['zh'])).toBe('zh');
  });
});
