import { invalid, valid, type Validation } from './result.js';

const DID_PREFIX = /^did:abt:/i;
const BASE58_ADDRESS = /^z[1-9A-HJ-NP-Za-km-z]+$/;

/** A did:abt address, with or without its `did:abt:` prefix; returns the bare `z…` address. */
export function validateDid(input: unknown): Validation<string> {
  const raw = typeof input === 'string' ? input.trim() : '';
  if (!raw) return invalid('didInvalid', { field: 'did' });
  const address = raw.replace(DID_PREFIX, '');
  return BASE58_ADDRESS.test(address) ? valid(address) : invalid('didParseFailed', { field: 'did' });
}
