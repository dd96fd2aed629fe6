import { describe, expect, it } from 'vitest';
import { FoyerError } from '../errors/foyer-error.js';
import { invalid, valid } from './result.js';

describe('valid and invalid', () => {
  it('wrap a value', () => {
    expect(valid(3)).toEqual({ ok: true, value: 3 });
  });

  it('wrap a catalogue error with its params and field', () => {
    const result = invalid('outOfRange', { params: { field: 'global', min: 100, max: 5000 }, field: 'global' });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error).toBeInstanceOf(FoyerError);
      expect(result.error.status).toBe(400);
      expect(result.error.toBody()).toEqual({ code: 'outOfRange', error: 'global must be between 100 and 5000', field: 'global' });
    }
  });
});
