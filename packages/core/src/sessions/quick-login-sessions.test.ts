import { describe, expect, it } from 'vitest';
import { quickLoginSessions } from './quick-login-sessions.js';

describe('quickLoginSessions', () => {
  it('puts the most recently updated first and keeps one session per user DID', () => {
    const sessions = [
      { id: 'ada-old', userDid: 'did:abt:zAda', updatedAt: '2025-01-01T10:00:00.000Z' },
      { id: 'bob', userDid: 'did:abt:zBob', updatedAt: '2025-01-02T10:00:00.000Z' },
      { id: 'ada-new', userDid: 'did:abt:zAda', updatedAt: '2025-01-03T10:00:00.000Z' },
      { id: 'cy', userDid: 'did:abt:zCy', updatedAt: '2024-12-31T10:00:00.000Z' },
    ];
    expect(quickLoginSessions(sessions).map((session) => session.id)).toEqual(['ada-new', 'bob', 'cy']);
  });

  it('reads epoch milliseconds as well, and leaves its input untouched', () => {
    const sessions = [
      { userDid: 'a', updatedAt: 1 },
      { userDid: 'b', updatedAt: 3 },
      { userDid: 'a', updatedAt: 2 },
    ];
    expect(quickLoginSessions(sessions)).toEqual([
      { userDid: 'b', updatedAt: 3 },
      { userDid: 'a', updatedAt: 2 },
    ]);
    expect(sessions[0]).toEqual({ userDid: 'a', updatedAt: 1 });
  });
});
