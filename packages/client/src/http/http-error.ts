import { CATALOGUE, FoyerError, type MessageCode } from '@foyer/core';

interface ErrorFields {
  code?: unknown;
  error?: unknown;
  error_description?: unknown;
  message?: unknown;
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

function isMessageCode(value: unknown): value is MessageCode {
  return typeof value === 'string' && Object.hasOwn(CATALOGUE, value);
}

/**
 * A non-2xx answer: the real HTTP status, the server's code when it is a known one, and the text in
 * SPEC §8 order: response `error`, response `message`, fallback 'request failed with status code {status}'.
 * An OAuth answer (RFC 6749 §5.2) has its sentence in `error_description`, `error` being a code, so that comes first.
 */
export class HttpError extends FoyerError {
  override readonly status: number;
  readonly body: unknown;

  constructor(status: number, body: unknown) {
    const fields: ErrorFields = typeof body === 'object' && body !== null ? body : {};
    super(isMessageCode(fields.code) ? fields.code : 'requestFailed', { params: { status } });
    this.name = 'HttpError';
    this.status = status;
    this.body = body;
    this.message = text(fields.error_description) ?? text(fields.error) ?? text(fields.message) ?? this.message;
  }
}
