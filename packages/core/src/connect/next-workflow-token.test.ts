import { describe, expect, it } from 'vitest';
import { nextWorkflowToken } from './next-workflow-token.js';

describe('nextWorkflowToken', () => {
  it('reads _t_ first, then token, and is empty when the URL names neither', () => {
    expect(nextWorkflowToken('https://a.example/x?_t_=one&token=two')).toBe('one');
    expect(nextWorkflowToken('https://a.example/x?token=two')).toBe('two');
    expect(nextWorkflowToken(new URL('https://a.example/x?_t_=&token=two'))).toBe('two');
    expect(nextWorkflowToken('https://a.example/x')).toBe('');
  });
});
