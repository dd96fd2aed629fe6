const KEEP = 6;

/** SPEC §2.20: 6 leading and 6 trailing characters. */
export function shortDid(did: string): string {
  return did.length <= KEEP * 2 + 1 ? did : `${did.slice(0, KEEP)}…${did.slice(-KEEP)}`;
}
