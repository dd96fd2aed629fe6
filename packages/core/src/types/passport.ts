import type { PassportSource, PassportStatus } from '../constants/statuses.js';

export interface Passport {
  id: string;
  title: string;
  name: string;
  role: string;
  /** Image URL of the passport card. */
  display?: string;
  issuer?: string;
  issuerDid: string;
  issuerAvatarUrl?: string;
  ownerDid: string;
  ownerAvatarUrl?: string;
  preferredColor?: string;
  revoked: boolean;
  status: PassportStatus;
  source: PassportSource;
}
