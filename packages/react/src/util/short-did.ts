const KEEP = 6;
const DID_PREFIX = /^did:[a-z0-9]+:/;

/** SPEC §2.20: 6 leading and 6 trailing characters of the address itself, so the method prefix spends none of them. */
export function shortDid(did: string): string {
  const address = did.replace(DID_PREFIX, '');
  return address.length <= KEEP * 2 + 1 ? address : `${address.slice(0, KEEP)}…${address.slice(-KEEP)}`;
}
