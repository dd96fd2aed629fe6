import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { FoyerError, ROLES, SERVER_PATHS, type PassportRole } from '@foyer/core';
import type { Caller } from '../../http/require-grant.js';
import type { Store } from '../../store/types.js';
import { actsAsOwner } from './acts-as-owner.js';

/** How long a passport link can be opened: a week to pass it on and for the person to get to it. */
export const ISSUANCE_LINK_TTL_MS = 7 * 24 * 60 * 60 * 1000;
const TOKEN_BYTES = 32;

export interface IssuanceInput {
  role: PassportRole;
  title?: string | undefined;
  /** When the passport handed out expires (epoch ms). */
  expiresAt?: number | undefined;
}

export interface CreatedIssuance {
  id: string;
  /** The one-time link; its token exists only here, the store keeps its SHA-256. */
  url: string;
  /** When the link stops working (epoch ms). */
  expiresAt: number;
}

export const issuanceTokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/** An owner/admin's one-time link handing out a passport; only an owner hands out owner. */
export async function createIssuance(store: Store, caller: Caller, input: IssuanceInput, appUrl: string): Promise<CreatedIssuance> {
  if (input.role === ROLES.owner && !actsAsOwner(caller)) throw new FoyerError('forbidden');
  const token = randomBytes(TOKEN_BYTES).toString('base64url');
  const record = await store.passportIssuances.create({
    id: randomUUID(),
    tokenHash: issuanceTokenHash(token),
    issuerDid: caller.user.did,
    issuerName: caller.user.fullName || null,
    issuerAvatarUrl: caller.user.avatar || null,
    role: input.role,
    title: input.title ?? null,
    expiresAt: input.expiresAt ?? null,
    linkExpiresAt: Date.now() + ISSUANCE_LINK_TTL_MS,
  });
  const url = new URL(SERVER_PATHS.issuePassportPage, appUrl);
  url.searchParams.set('token', token);
  return { id: record.id, url: url.href, expiresAt: record.linkExpiresAt };
}
