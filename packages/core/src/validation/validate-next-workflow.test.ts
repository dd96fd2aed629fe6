import { describe, expect, it } from 'vitest';
import { validateNextWorkflow } from './validate-next-workflow.js';

describe('validateNextWorkflow', () => {
  it('accepts a URL with an origin and a token', () => {
    const url = 'https://app.example.com/.well-known/service/api/did/invite/auth?token=abc';
    expect(validateNextWorkflow(url)).toEqual({ ok: true, value: url });
  });

  it.each([
    ['/api/did/login/auth?token=abc', 'not an absolute URL'],
    ['data:text/plain,hello?token=abc', 'no origin'],
    ['https://app.example.com/auth', 'no token query parameter'],
    ['https://app.example.com/auth?token=', 'no token query parameter'],
  ])('refuses %s', (value, detail) => {
    const result = validateNextWorkflow(value);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.code).toBe('invalidNextWorkflow');
      expect(result.error.message).toBe(`Invalid nextWorkflow: ${value}: ${detail}`);
    }
  });
});
