import { describe, expect, it } from 'vitest';
import { ACCESS_POLICIES } from './access-policies.js';
import { DEFAULT_PROTECTED_ROUTES } from './protected-routes.js';
import { RESPONSE_HEADER_POLICIES } from './response-header-policies.js';

describe('policy constants', () => {
  it('match SPEC §6', () => {
    expect(ACCESS_POLICIES).toEqual(['public', 'invited-only', 'owner-only', 'admin-only']);
    expect(RESPONSE_HEADER_POLICIES).toEqual(['simple-cors', 'security-header', 'both']);
    expect(DEFAULT_PROTECTED_ROUTES).toEqual(['*']);
  });
});
