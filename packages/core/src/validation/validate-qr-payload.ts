import { invalid, valid, type Validation } from './result.js';
import { utf8Length } from './utf8-length.js';

/** QR capacity is counted in bytes, so the payload is measured in UTF-8. */
export function validateQrPayload(data: string, maxLength: number): Validation<string> {
  return utf8Length(data) <= maxLength ? valid(data) : invalid('dataTooLong', { field: 'data' });
}
