import { describe, expect, it } from 'vitest';
import type { ExtraParams } from '../types/connect.js';
import { validatePopupLogin } from './validate-popup-login.js';

const missingProvider: (ExtraParams | undefined)[] = [undefined, {}, { provider: '' }];

describe('validatePopupLogin', () => {
  it('passes extra params that name a provider', () => {
    expect(validatePopupLogin({ provider: 'github', appPid: 'z1' })).toEqual({
      ok: true,
      value: { provider: 'github', appPid: 'z1' },
    });
  });

  it.each(missingProvider)('refuses %j', (extraParams) => {
    const result = validatePopupLogin(extraParams);
    expect(result.ok ? null : result.error.message).toBe('Must have extraParams.provider');
  });
});
