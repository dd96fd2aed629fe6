import { describe, expect, it } from 'vitest';
import { en } from './en.js';
import { createTranslate } from './translate.js';
import { zh } from './zh.js';

describe('createTranslate', () => {
  it('fills parameters in the chosen language', () => {
    expect(createTranslate('en')('resendIn', { seconds: 42 })).toBe('Resend in 42s');
    expect(createTranslate('zh')('resendIn', { seconds: 42 })).toBe('42 秒后可重新发送');
  });

  it('has a Chinese label for every English one', () => {
    expect(Object.keys(zh).sort()).toEqual(Object.keys(en).sort());
    expect(Object.values(zh).every((label) => label.trim() !== '')).toBe(true);
  });
});
