import { describe, expect, it } from 'vitest';
import { isFlagOn } from './is-flag-on.js';

describe('isFlagOn', () => {
  it('is on when unset, 1 or true', () => {
    expect([undefined, '1', 'true'].map(isFlagOn)).toEqual([true, true, true]);
  });

  it('is off for anything else', () => {
    expect(['0', 'false', '', 'TRUE', 'yes'].map(isFlagOn)).toEqual([false, false, false, false, false]);
  });
});
