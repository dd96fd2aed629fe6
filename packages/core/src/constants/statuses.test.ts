import { describe, expect, it } from 'vitest';
import {
  CONNECT_STATUSES,
  CREDENTIAL_STATUSES,
  PASSKEY_BEHAVIORS,
  PASSPORT_SOURCES,
  PASSPORT_STATUSES,
  STORAGE_ACCESS_STATES,
  USER_TYPES,
} from './statuses.js';

describe('status value sets', () => {
  it('match SPEC §3 and §4', () => {
    expect(CONNECT_STATUSES).toEqual(['created', 'scanned', 'succeed', 'error', 'timeout', 'busy', 'forbidden']);
    expect(PASSPORT_STATUSES).toEqual(['valid', 'revoked', 'expired']);
    expect(PASSPORT_SOURCES).toEqual(['invite', 'issue', 'recover', 'trusted']);
    expect(CREDENTIAL_STATUSES).toEqual(['valid', 'revoked']);
    expect(USER_TYPES).toEqual(['derived', 'wallet']);
    expect(STORAGE_ACCESS_STATES).toEqual(['prompt', 'granted', 'denied']);
    expect(PASSKEY_BEHAVIORS).toEqual(['none', 'both', 'only-existing', 'only-new']);
  });
});
