import { SERVER_PATHS, type PassportRole } from '@foyer/core';
import type { HttpRequest } from '../http/types.js';

export interface PassportLinkInput {
  role: PassportRole;
  title?: string;
  /** When the passport handed out expires (epoch ms); never when absent. */
  expiresAt?: number;
}

/** The one-time link an owner/admin hands a person: `url` opens the issue-passport page; it stops working at `expiresAt`. */
export interface PassportLink {
  id: string;
  url: string;
  expiresAt: number;
}

/** Makes a one-time passport link (owner/admin; only an owner may hand out owner). */
export function createPassportLink(request: HttpRequest, input: PassportLinkInput): Promise<PassportLink> {
  return request<PassportLink>(SERVER_PATHS.passportIssuances, { method: 'POST', body: input });
}
