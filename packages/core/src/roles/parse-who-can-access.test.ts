import { describe, expect, it } from 'vitest';
import { parseWhoCanAccess } from './parse-who-can-access.js';

describe('parseWhoCanAccess', () => {
  it.each(['owner', 'admin', 'invited', 'all'] as const)('reads %s', (kind) => {
    expect(parseWhoCanAccess(kind)).toEqual({ kind });
  });

  it('reads a roles list, trimming blanks', () => {
    expect(parseWhoCanAccess('roles:member, ci,,')).toEqual({ kind: 'roles', roles: ['member', 'ci'] });
  });

  it.each(['everyone', 'roles:', 'roles: , ', 'Owner', ''])('rejects %j', (option) => {
    expect(parseWhoCanAccess(option)).toBeNull();
  });
});
