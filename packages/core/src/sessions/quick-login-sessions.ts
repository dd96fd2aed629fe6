const timeOf = (updatedAt: string | number) => (typeof updatedAt === 'number' ? updatedAt : Date.parse(updatedAt));

/** Saved sessions as quick login offers them (SPEC §4): most recently updated first, one per user DID. */
export function quickLoginSessions<T extends { userDid: string; updatedAt: string | number }>(sessions: readonly T[]): T[] {
  const seen = new Set<string>();
  const newestFirst = [...sessions].sort((a, b) => timeOf(b.updatedAt) - timeOf(a.updatedAt));
  return newestFirst.filter((session) => {
    if (seen.has(session.userDid)) return false;
    seen.add(session.userDid);
    return true;
  });
}
