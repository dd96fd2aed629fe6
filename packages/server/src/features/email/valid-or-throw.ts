import type { Validation } from '@foyer/core';

/** The value of a @foyer/core validation, or its catalogue error thrown (which answers with its own status). */
export function validOrThrow<T>(result: Validation<T>): T {
  if (!result.ok) throw result.error;
  return result.value;
}
