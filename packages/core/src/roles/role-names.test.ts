import { describe, expect, it } from 'vitest';
import { PRODUCT } from '../product.js';
import { DEFAULT_ROLE, PASSPORT_ROLES, ROLES, isRole } from './role-names.js';

describe('roles', () => {
  it('names the product roles after the product', () => {
    expect(Object.values(ROLES)).toEqual([
      'owner',
      'admin',
      'member',
      'guest',
      'ci',
      'certificate',
      `${PRODUCT}-owner`,
      `${PRODUCT}-admin`,
      `${PRODUCT}-member`,
      `${PRODUCT}-guest`,
      `${PRODUCT}-sdk`,
      `external-${PRODUCT}-controller`,
      `external-${PRODUCT}s-manager`,
    ]);
  });

  it('issues passports for owner, admin, member, guest and ci only', () => {
    expect(PASSPORT_ROLES).toEqual(['owner', 'admin', 'member', 'guest', 'ci']);
  });

  it('defaults to guest', () => {
    expect(DEFAULT_ROLE).toBe('guest');
  });

  it('recognises its own roles only', () => {
    expect(isRole(`${PRODUCT}-sdk`)).toBe(true);
    expect(isRole('superuser')).toBe(false);
  });
});
