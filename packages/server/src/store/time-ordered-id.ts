import { v7 } from 'uuid';

/**
 * A UUIDv7 (RFC 9562): 48 bits of milliseconds, then random bits. Rows keyed by it are inserted at the end of their
 * index rather than on a random leaf, which at a million rows is a cached page instead of a read. Never a secret:
 * tokens keep their own random part beside it.
 */
export const timeOrderedId = (): string => v7();
