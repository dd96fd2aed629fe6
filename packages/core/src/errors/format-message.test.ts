import { describe, expect, it } from 'vitest';
import { formatMessage } from './format-message.js';

describe('formatMessage', () => {
  it('returns the English text by default', () => {
    expect(formatMessage('busy')).toBe('Busy processing another DID Connect request');
  });

  it('fills in params', () => {
    expect(formatMessage('bindProviderFailed', { provider: 'github' })).toBe('Bind github failed');
    expect(formatMessage('requestTimeout', { ms: 20000 })).toBe('timeout of 20000ms exceeded');
    expect(formatMessage('invalidNextWorkflow', { value: 'x', detail: 'no origin' })).toBe('Invalid nextWorkflow: x: no origin');
  });

  it('speaks Chinese when asked', () => {
    expect(formatMessage('bindProviderFailed', { provider: 'github' }, 'zh')).toBe('绑定 github 失败');
  });

  it('leaves a missing param visible', () => {
    expect(formatMessage('outOfRange', { field: 'global' })).toBe('global must be between {min} and {max}');
  });

  it('fills a param with a falsy value', () => {
    expect(formatMessage('requestFailed', { status: 0 })).toBe('request failed with status code 0');
  });
});
