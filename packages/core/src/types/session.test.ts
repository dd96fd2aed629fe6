import { describe, expectTypeOf, it } from 'vitest';
import type { LoginResult, RefreshResponse, SessionResponse } from './session.js';
import type { SessionUser, User } from './user.js';

describe('session types', () => {
  it('a login result carries a session token or a login token, never both', () => {
    expectTypeOf({ sessionToken: 's', refreshToken: 'r' }).toExtend<LoginResult>();
    expectTypeOf({ loginToken: 'l', refreshToken: 'r', encrypted: false }).toExtend<LoginResult>();
    expectTypeOf({ refreshToken: 'r' }).not.toExtend<LoginResult>();
    expectTypeOf({ sessionToken: 's', loginToken: 'l', refreshToken: 'r' }).not.toExtend<LoginResult>();
  });

  it('a session user is a user with its identities resolved', () => {
    expectTypeOf<SessionUser>().toExtend<User>();
    expectTypeOf<SessionUser['connectedDids']>().toEqualTypeOf<string[]>();
    expectTypeOf<RefreshResponse['user']>().toEqualTypeOf<SessionUser>();
    expectTypeOf<SessionResponse['user']>().toEqualTypeOf<SessionUser | null>();
  });

  it('a user is derived or a wallet', () => {
    expectTypeOf<User['type']>().toEqualTypeOf<'derived' | 'wallet'>();
  });
});
