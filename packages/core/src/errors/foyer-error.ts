import type { Locale } from '../constants/preferences.js';
import type { MessageCode } from './catalogue.js';
import { messageEntry } from './message-entry.js';
import { formatMessage, type MessageParams } from './format-message.js';

/** The JSON body of every error response: `error` is the text shown, `code` the stable key. */
export interface ErrorBody {
  code: MessageCode;
  error: string;
  field?: string;
}

/** An error whose `code` is stable across releases and locales; `message` is the English text. */
export class FoyerError extends Error {
  readonly code: MessageCode;
  readonly status: number;
  readonly params: MessageParams;
  readonly field: string | undefined;

  constructor(code: MessageCode, options: { params?: MessageParams; field?: string; cause?: unknown } = {}) {
    super(formatMessage(code, options.params), { cause: options.cause });
    this.name = 'FoyerError';
    this.code = code;
    this.status = messageEntry(code).status ?? 400;
    this.params = options.params ?? {};
    this.field = options.field;
  }

  toBody(locale?: Locale): ErrorBody {
    const body: ErrorBody = { code: this.code, error: formatMessage(this.code, this.params, locale) };
    if (this.field) body.field = this.field;
    return body;
  }
}

export function isFoyerError(value: unknown): value is FoyerError {
  return value instanceof FoyerError;
}
