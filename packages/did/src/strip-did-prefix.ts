/** The bare address of a DID: `did:abt:` removed when present. */
export function stripDidPrefix(did: string): string {
  return did.startsWith('did:abt:') ? did.slice('did:abt:'.length) : did;
}
