import type { Passport } from '@foyer/core';
import type { PassportRecord } from '../../store/types.js';

/** A stored passport as the client shows it; `display.content` holds the card image URL. */
export function toPassport(record: PassportRecord): Passport {
  const image = record.display?.content;
  return {
    id: record.id,
    title: record.title,
    name: record.name,
    role: record.role,
    display: typeof image === 'string' ? image : undefined,
    issuer: record.issuerName ?? undefined,
    issuerDid: record.issuerDid,
    issuerAvatarUrl: record.issuerAvatarUrl ?? undefined,
    ownerDid: record.ownerDid,
    preferredColor: record.preferredColor ?? undefined,
    revoked: record.status === 'revoked',
    status: record.status,
    source: record.source,
  };
}
