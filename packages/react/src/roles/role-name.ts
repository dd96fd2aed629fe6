import { roleOrDefault, type Locale } from '@foyer/core';
import { translateWith } from '../i18n/translate.js';
import { ROLE_LABELS } from './labels.js';

const isNamed = (role: string): role is keyof (typeof ROLE_LABELS)['en'] => Object.hasOwn(ROLE_LABELS.en, role);

/** A role as the visitor reads it: owner, admin, member and guest in their language, an app's own role as it is named. */
export function roleName(role: string | undefined, locale: Locale): string {
  const known = roleOrDefault(role);
  return isNamed(known) ? translateWith(ROLE_LABELS, locale)(known) : known;
}
