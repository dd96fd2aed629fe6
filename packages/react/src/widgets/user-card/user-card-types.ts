import type { CardMetadata } from '@foyer/core';

/** SPEC §2.18: the avatar with the card on hover, or the card itself. */
export type UserCardType = 'AvatarOnly' | 'Detailed';
/** How much the card tells: the name; the name and DID; or those with the bio and card fields. */
export type UserCardInfo = 'NameOnly' | 'Minimal' | 'Basic';

/** What a card shows of a user; a SessionUser or a public user record fits. */
export interface UserCardUser {
  did: string;
  fullName?: string;
  email?: string;
  avatar?: string;
  metadata?: CardMetadata;
}
