import { describe, expect, it } from 'vitest';
import { validateNextWorkflow } from './validate-next-workflow.js';

describe('validateNextWorkflow', () => {
  it.each([
    'https://app.example.com/.well-known/service/api/did/login/auth?_t_=abc',
    'https://app.example.com/.well-known/service/api/did/invite/auth?token=abc',
  ])('accepts %s: an origin and the session token as _t_ or token', (url) => {
    expect(validateNextWorkflow(url)).toEqual({ ok: true, value: url });
  });

  it.each([
    ['/api/did/login/auth?_t_=abc', 'not an absolute URL'],
    ['data:text/plain,hello?_t_=abc', 'no origin'],
    ['https://app.example.com/auth', 'no token query parameter'],
    ['https://app.example.com/auth?token=', 'no token query parameter'],
    ['https://app.example.com/auth?_t_=&token=', 'no token query parameter'],
    ['https://app.example.com/auth?t=abc', 'no token query parameter'],
  ])('refuses %s', (value, detail) => {
    const result = validateNextWorkflow(value);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.code).toBe('invalidNextWorkflow');
      expect(result.error.message).toBe(`Invalid nextWorkflow: ${value}: ${detail}`);
    }
  });
});
