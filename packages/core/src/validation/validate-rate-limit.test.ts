import { describe, expect, it } from 'vitest';
import { validateRateLimit } from './validate-rate-limit.js';

function outOfRange(config: Parameters<typeof validateRateLimit>[0]): string | null {
  const result = validateRateLimit(config);
  return result.ok ? null : result.error.message;
}

describe('validateRateLimit', () => {
  it('holds the per-rule limit to 5..500', () => {
    expect(outOfRange({ perRule: 4 })).toBe('perRule must be between 5 and 500');
    expect(outOfRange({ perRule: 5 })).toBeNull();
    expect(outOfRange({ perRule: 500 })).toBeNull();
    expect(outOfRange({ perRule: 501 })).toBe('perRule must be between 5 and 500');
  });

  it('holds the burst factor to 1..10', () => {
    expect(outOfRange({ burstFactor: 0 })).toBe('burstFactor must be between 1 and 10');
    expect(outOfRange({ burstFactor: 1 })).toBeNull();
    expect(outOfRange({ burstFactor: 10 })).toBeNull();
    expect(outOfRange({ burstFactor: 11 })).toBe('burstFactor must be between 1 and 10');
  });

  it('holds the global limit to 100..5000', () => {
    expect(outOfRange({ global: 99 })).toBe('global must be between 100 and 5000');
    expect(outOfRange({ global: 100 })).toBeNull();
    expect(outOfRange({ global: 5000 })).toBeNull();
    expect(outOfRange({ global: 5001 })).toBe('global must be between 100 and 5000');
  });

  it('refuses a value that is not a number', () => {
    expect(outOfRange({ perRule: Number.NaN })).toBe('perRule must be between 5 and 500');
    expect(outOfRange({ global: Number.POSITIVE_INFINITY })).toBe('global must be between 100 and 5000');
  });

  it('reports the field and its bounds', () => {
    const result = validateRateLimit({ perRule: 10, burstFactor: 12 });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.field).toBe('burstFactor');
      expect(result.error.params).toEqual({ field: 'burstFactor', min: 1, max: 10 });
    }
  });

  it('accepts the six methods, upper-casing them', () => {
    const result = validateRateLimit({ perRule: 50, methods: ['get', 'POST', 'PUT', 'DELETE', 'OPTIONS', 'head'] });
    expect(result).toEqual({ ok: true, value: { perRule: 50, methods: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS', 'HEAD'] } });
  });

  it.each(['PATCH', 'TRACE', 'CONNECT', ''])('refuses method %j', (method) => {
    const result = validateRateLimit({ methods: ['GET', method] });
    expect(result.ok ? null : result.error.message).toBe(`Method ${method} is not allowed`);
  });
});
