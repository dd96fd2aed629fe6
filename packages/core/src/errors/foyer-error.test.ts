import { describe, expect, it } from 'vitest';
import { FoyerError, isFoyerError } from './foyer-error.js';

describe('FoyerError', () => {
  it('carries the code, English message and catalogue status', () => {
    const error = new FoyerError('busy');
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('FoyerError');
    expect(error.code).toBe('busy');
    expect(error.message).toBe('Busy processing another DID Connect request');
    expect(error.status).toBe(409);
  });

  it('defaults to 400 when the catalogue names no status', () => {
    expect(new FoyerError('dataTooLong').status).toBe(400);
  });

  it('renders a body with params, locale and field', () => {
    const error = new FoyerError('pageSizeExceeded', { params: { max: 100 }, field: 'pageSize' });
    expect(error.toBody()).toEqual({ code: 'pageSizeExceeded', error: 'Page size must be at most 100', field: 'pageSize' });
    expect(error.toBody('zh')).toEqual({ code: 'pageSizeExceeded', error: '每页数量不能超过 100', field: 'pageSize' });
  });

  it('leaves the field out of the body when there is none', () => {
    expect(new FoyerError('invalidToken').toBody()).toEqual({ code: 'invalidToken', error: 'Invalid token' });
  });

  it('keeps the cause', () => {
    const cause = new Error('socket hang up');
    expect(new FoyerError('networkError', { cause }).cause).toBe(cause);
  });

  it('is recognised by isFoyerError', () => {
    expect(isFoyerError(new FoyerError('unknown'))).toBe(true);
    expect(isFoyerError(new Error('unknown'))).toBe(false);
    expect(isFoyerError({ code: 'unknown' })).toBe(false);
  });
});
