/**
 * Whether `origin` is one the app names: an origin equal to an entry, or a bare host entry (a domain alias of either
 * http(s) scheme, as FOYER_DOMAIN_ALIASES allows) equal to the origin's host.
 */
export function isAllowedOrigin(origin: string, allowed: readonly string[]): boolean {
  if (!URL.canParse(origin)) return false;
  const { protocol, host } = new URL(origin);
  if (protocol !== 'http:' && protocol !== 'https:') return false;
  return allowed.some((entry) => (/^https?:\/\//.test(entry) ? URL.canParse(entry) && new URL(entry).origin === origin : entry.toLowerCase() === host));
}
