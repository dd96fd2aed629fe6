import { describe, expect, it } from 'vitest';
import { ACCESS_POLICY_AUDIENCE } from './access-policies.js';
import { canAccess } from './can-access.js';

const owner = { role: 'owner', invited: false };
const admin = { role: 'admin', invited: false };
const invitedGuest = { role: 'guest', invited: true };
const stranger = { role: 'guest', invited: false };
const nobody = { role: undefined, invited: false };

describe('canAccess', () => {
  it('all admits everyone', () => {
    expect([owner, admin, invitedGuest, stranger, nobody].every((subject) => canAccess('all', subject))).toBe(true);
  });

  it('owner admits the owner only', () => {
    expect(canAccess('owner', owner)).toBe(true);
    expect(canAccess('owner', admin)).toBe(false);
  });

  it('admin admits owner and admin', () => {
    expect(canAccess('admin', owner)).toBe(true);
    expect(canAccess('admin', admin)).toBe(true);
    expect(canAccess('admin', invitedGuest)).toBe(false);
  });

  it('invited admits invited users, owner and admin', () => {
    expect(canAccess('invited', invitedGuest)).toBe(true);
    expect(canAccess('invited', admin)).toBe(true);
    expect(canAccess('invited', stranger)).toBe(false);
  });

  it('a roles list admits exactly those roles', () => {
    expect(canAccess('roles:member,ci', { role: 'ci', invited: false })).toBe(true);
    expect(canAccess('roles:member,ci', owner)).toBe(false);
    expect(canAccess('roles:member,ci', nobody)).toBe(false);
  });

  it('an option that does not parse admits nobody', () => {
    expect(canAccess('everyone', owner)).toBe(false);
  });

  it('access policies admit their audience', () => {
    expect(canAccess(ACCESS_POLICY_AUDIENCE.public, stranger)).toBe(true);
    expect(canAccess(ACCESS_POLICY_AUDIENCE['invited-only'], stranger)).toBe(false);
    expect(canAccess(ACCESS_POLICY_AUDIENCE['invited-only'], invitedGuest)).toBe(true);
    expect(canAccess(ACCESS_POLICY_AUDIENCE['owner-only'], admin)).toBe(false);
    expect(canAccess(ACCESS_POLICY_AUDIENCE['admin-only'], admin)).toBe(true);
  });
});
