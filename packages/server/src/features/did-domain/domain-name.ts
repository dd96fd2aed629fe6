import { isIP } from 'node:net';
import { z } from 'zod';

const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;
// Anything that makes the text more than a host name: a scheme, port, path, query, user or space.
const NOT_A_HOST = /[/:?#@\\\s]/;

export const DOMAIN_HINT = 'a domain name such as example.com, without scheme, port, path or IP address';

/** The host name `input` names, lower-cased and IDN as punycode (the WHATWG URL parser's own rules); null for anything else, IPs included. */
export function normalizeDomain(input: string): string | null {
  const text = input.trim().toLowerCase().replace(/\.$/, '');
  if (text === '' || NOT_A_HOST.test(text)) return null;
  let host: string;
  try {
    host = new URL(`https://${text}`).hostname;
  } catch {
    return null;
  }
  const labels = host.split('.');
  // The URL parser turns forms like 0x7f.1 into dotted IPv4, which isIP then catches; a numeric last label is never a domain.
  if (isIP(host) !== 0 || labels.length < 2 || host.length > 253 || /^\d+$/.test(labels.at(-1) ?? '')) return null;
  return labels.every((label) => LABEL.test(label)) ? host : null;
}

/** A domain the page asks to link: validated and normalised, or a 400 naming what is expected. */
export const domainName = z
  .string()
  .max(253, DOMAIN_HINT)
  .transform((input, ctx) => {
    const domain = normalizeDomain(input);
    if (domain) return domain;
    ctx.addIssue({ code: 'custom', message: DOMAIN_HINT });
    return z.NEVER;
  });
