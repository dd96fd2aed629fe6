import { decodeDid } from './decode-did.js';
import { isDidError } from './errors.js';

/** Whether `did` (with or without `did:abt:`) decodes and its checksum holds. */
export function isValidDid(did: string): boolean {
  try {
    decodeDid(did);
    return true;
  } catch (error) {
    if (isDidError(error)) return false;
    throw error;
  }
}
