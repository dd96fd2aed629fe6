import { describe, expect, it } from 'vitest';
import { validatePagination } from './validate-pagination.js';

describe('validatePagination', () => {
  it('defaults to page 1 of 10', () => {
    expect(validatePagination()).toEqual({ ok: true, value: { page: 1, pageSize: 10 } });
    expect(validatePagination({ page: '', pageSize: null })).toEqual({ ok: true, value: { page: 1, pageSize: 10 } });
  });

  it('reads query-string numbers', () => {
    expect(validatePagination({ page: '3', pageSize: '25' })).toEqual({ ok: true, value: { page: 3, pageSize: 25 } });
  });

  it('accepts a page size of 100 and refuses 101', () => {
    expect(validatePagination({ pageSize: 100 }).ok).toBe(true);
    const result = validatePagination({ pageSize: 101 });
    expect(result.ok ? null : result.error.message).toBe('Page size must be at most 100');
  });

  it.each([
    ['page', { page: 0 }],
    ['page', { page: '1.5' }],
    ['page', { page: 'two' }],
    ['pageSize', { pageSize: 0 }],
    ['pageSize', { pageSize: -10 }],
  ])('refuses a %s that is not a positive integer', (field, input) => {
    const result = validatePagination(input);
    expect(result.ok ? null : result.error.field).toBe(field);
  });
});
