import type { MessageCode } from '../errors/catalogue.js';
import { FoyerError } from '../errors/foyer-error.js';
import type { MessageParams } from '../errors/format-message.js';

/** Outcome of every validator: the normalised input, or the catalogue error to show. */
export type Validation<T> = { ok: true; value: T } | { ok: false; error: FoyerError };

export function valid<T>(value: T): Validation<T> {
  return { ok: true, value };
}

export function invalid<T = never>(code: MessageCode, options: { params?: MessageParams; field?: string } = {}): Validation<T> {
  return { ok: false, error: new FoyerError(code, options) };
}
