import { describe, expect, it } from 'vitest';
import { validateCode } from './validate-code.js';

describe('validateCode', () => {
  it('accepts exactly six digits', () => {
    expect(validateCode('012345')).toEqual({ ok: true, value: '012345' });
    expect(validateCode(' 123456 ')).toEqual({ ok: true, value: '123456' });
  });

  it.each(['12345', '1234567', '12345a', 'abcdef', '12 456', '１２３４５６', '', undefined, 123456])('refuses %j', (input) => {
    const result = validateCode(input);
    expect(result.ok ? null : result.error.code).toBe('codeInvalid');
  });
});
