import { invalid, valid, type Validation } from './result.js';

export interface RedirectPolicy {
  /** Hosts the app serves, as `host`, `host:port` or an origin; a port, when given, must match. */
  allowedHosts: readonly string[];
  domainAliases?: readonly string[];
}

interface HostRule {
  hostname: string;
  port: string | null;
}

// Whitespace, control characters and backslashes are where URL parsers disagree, so none is accepted.
const AMBIGUOUS = /[\s\u0000-\u001f\u007f\\]/;
const SCHEME = /^[a-z][a-z0-9+.-]*:\/\//i;
const HOST_ENTRY = /^(\[[^\]]+\]|[^:/?#]+)(?::(\d+))?/;
const DEFAULT_PORTS: Record<string, string> = { 'http:': '80', 'https:': '443' };

function toRule(entry: string): HostRule | null {
  const match = HOST_ENTRY.exec(entry.trim().replace(SCHEME, ''));
  if (!match?.[1]) return null;
  try {
    return { hostname: new URL(`http://${match[1]}`).hostname, port: match[2] ?? null };
  } catch {
    return null;
  }
}

function matches(url: URL, rule: HostRule): boolean {
  if (url.hostname !== rule.hostname) return false;
  return rule.port === null || (url.port || DEFAULT_PORTS[url.protocol]) === rule.port;
}

/** Userinfo, even empty, is how `https://good.com@evil.com` hides its real host. */
function hasUserinfo(raw: string, url: URL): boolean {
  const authority = raw.replace(SCHEME, '').split(/[/?#]/)[0] ?? '';
  return url.username !== '' || url.password !== '' || authority.includes('@');
}

/** An absolute http(s) URL on one of the app's hosts; returns the parsed `href`. */
export function validateRedirectUrl(input: unknown, policy: RedirectPolicy): Validation<string> {
  const raw = typeof input === 'string' ? input.trim() : '';
  const refuse = invalid<string>('redirectNotAllowed', { params: { url: raw }, field: 'redirect' });
  if (!raw || AMBIGUOUS.test(raw)) return refuse;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return refuse;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return refuse;
  if (hasUserinfo(raw, url)) return refuse;
  const rules = [...policy.allowedHosts, ...(policy.domainAliases ?? [])].map(toRule);
  return rules.some((rule) => rule !== null && matches(url, rule)) ? valid(url.href) : refuse;
}
