import { PRIVACY_FIELDS, roleOrDefault, type CardMetadata, type PrivacyConfig, type PublicUser } from '@foyer/core';
import type { PassportRecord, UserRecord } from '../../store/types.js';

function visibleMetadata(metadata: CardMetadata | null, privacy: PrivacyConfig): CardMetadata | undefined {
  if (!metadata) return undefined;
  const shown = PRIVACY_FIELDS.filter((field) => privacy[field] && metadata[field] !== undefined);
  return Object.fromEntries(shown.map((field) => [field, metadata[field]])) as CardMetadata;
}

/** What anyone may see of a user: name, avatar, role and its title, and only the profile fields the user made public. */
export function toPublicUser(user: UserRecord, passports: PassportRecord[], privacy: PrivacyConfig): PublicUser {
  const role = roleOrDefault(user.role);
  return {
    did: user.did,
    fullName: user.fullName ?? '',
    avatar: user.avatar ?? undefined,
    role,
    roleTitle: passports.find((passport) => passport.status === 'valid' && passport.role === role)?.title,
    email: privacy.email ? (user.email ?? undefined) : undefined,
    phone: privacy.phone ? (user.phone ?? undefined) : undefined,
    metadata: visibleMetadata(user.metadata as CardMetadata | null, privacy),
  };
}
