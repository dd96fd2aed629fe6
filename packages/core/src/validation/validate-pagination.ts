import { PAGINATION } from '../constants/limits.js';
import { invalid, valid, type Validation } from './result.js';

export interface Pagination {
  page: number;
  pageSize: number;
}

function toPositiveInteger(value: unknown, fallback: number): number | null {
  if (value === undefined || value === null || value === '') return fallback;
  const number = typeof value === 'string' ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) && number >= 1 ? number : null;
}

function notPositive(field: keyof Pagination): Validation<Pagination> {
  return invalid('invalidInput', { params: { field, detail: 'must be a positive integer' }, field });
}

/** `page` and `pageSize` as they arrive in a query string; missing ones take the defaults. */
export function validatePagination(input: { page?: unknown; pageSize?: unknown } = {}): Validation<Pagination> {
  const page = toPositiveInteger(input.page, PAGINATION.page);
  if (page === null) return notPositive('page');
  const pageSize = toPositiveInteger(input.pageSize, PAGINATION.pageSize);
  if (pageSize === null) return notPositive('pageSize');
  if (pageSize > PAGINATION.maxPageSize) {
    return invalid('pageSizeExceeded', { params: { max: PAGINATION.maxPageSize }, field: 'pageSize' });
  }
  return valid({ page, pageSize });
}
