import { randomUUID } from 'node:crypto';
import type { PassportRole } from '@foyer/core';
import type { PassportSource, PassportsRepository } from '../../store/types.js';

/** Who hands a passport out: the admin issuing it, the friend inviting, or the first user claiming the app. */
export interface PassportIssuer {
  did: string;
  fullName?: string | null;
  avatar?: string | null;
}

export interface NewPassportInput {
  ownerDid: string;
  role: PassportRole;
  source: PassportSource;
  issuer: PassportIssuer;
  /** The card's title; the role's name when absent. */
  title?: string | undefined;
  /** Epoch ms after which the passport reads as expired; never when absent. */
  expiresAt?: number | null | undefined;
}

export type NewPassport = Parameters<PassportsRepository['create']>[0];

export function newPassport({ ownerDid, role, source, issuer, title, expiresAt }: NewPassportInput): NewPassport {
  return {
    id: randomUUID(),
    ownerDid,
    name: role,
    title: title ?? role,
    role,
    display: null,
    issuerDid: issuer.did,
    issuerName: issuer.fullName || null,
    issuerAvatarUrl: issuer.avatar || null,
    preferredColor: null,
    source,
    expiresAt: expiresAt ?? null,
  };
}
