import type { CardMetadata } from '@foyer/core';

export type CardFieldKey = 'email' | 'phone' | 'location' | 'timezone' | 'link';

export interface CardField {
  key: CardFieldKey;
  text: string;
  href?: string;
}

/** A web address for a profile link (a bare host gets https), or undefined for any other scheme, so no script URL becomes a link. */
function webHref(url: string): string | undefined {
  const withScheme = /^[a-z][a-z\d+.-]*:/i.test(url) ? url : `https://${url}`;
  try {
    const parsed = new URL(withScheme);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : undefined;
  } catch {
    return undefined;
  }
}

function isTimeZone(timezone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: timezone });
    return true;
  } catch {
    return false;
  }
}

/** The card metadata rows a Basic user card lists, in SPEC §2.18 order; the bio is a paragraph of its own. */
export function cardFields(metadata: CardMetadata = {}): CardField[] {
  const { email, phone, location, timezone, links = [] } = metadata;
  const fields: CardField[] = [];
  if (email) fields.push({ key: 'email', text: email, href: `mailto:${email}` });
  if (phone?.phoneNumber) fields.push({ key: 'phone', text: phone.phoneNumber, href: `tel:${phone.phoneNumber.replace(/[^\d+]/g, '')}` });
  if (location) fields.push({ key: 'location', text: location });
  if (timezone && isTimeZone(timezone)) fields.push({ key: 'timezone', text: timezone });
  for (const { url } of links) {
    const href = webHref(url);
    if (href) fields.push({ key: 'link', text: url.replace(/^https?:\/\//i, ''), href });
  }
  return fields;
}
