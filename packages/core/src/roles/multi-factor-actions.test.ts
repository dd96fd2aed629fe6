import { describe, expect, it } from 'vitest';
import { PRODUCT } from '../product.js';
import { MULTI_FACTOR_ACTIONS, requiresMultiFactor } from './multi-factor-actions.js';

describe('requiresMultiFactor', () => {
  it('protects the fifteen actions of SPEC §6', () => {
    expect(MULTI_FACTOR_ACTIONS).toHaveLength(15);
    expect(requiresMultiFactor(`delete-${PRODUCT}`)).toBe(true);
    expect(requiresMultiFactor('configure-vault')).toBe(true);
  });

  it('leaves other actions alone', () => {
    expect(requiresMultiFactor('create-webhook')).toBe(false);
  });
});
