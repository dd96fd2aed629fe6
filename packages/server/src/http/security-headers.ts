import { createHash, randomBytes } from 'node:crypto';
import { SERVICE_PREFIX } from '@foyer/core';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './app-env.js';
import type { CsrfOptions } from './csrf.js';
import { withPresetHeaders } from './preset-headers.js';

export const CSP_HEADER = 'content-security-policy';
export const REFERRER_POLICY_HEADER = 'referrer-policy';
/** Frame ancestors of a page that must never be framed (a signing button, a consent, an OAuth popup). */
export const NO_FRAMING = "'none'";
/** Referrer policy of a page whose URL carries a secret (a connect token, an authorization code, an interaction id). */
export const NO_REFERRER = 'no-referrer';
const DEFAULT_REFERRER = 'strict-origin-when-cross-origin';
const API_PREFIX = `${SERVICE_PREFIX}/api/`;

export interface PagePolicy {
  /** Who may frame the page: `'self'` and the app's origins, or NO_FRAMING. */
  frameAncestors: string;
  /** Inline scripts and styles the page carries, as nonce or hash sources. */
  scriptSources?: string[];
  styleSources?: string[];
  /** Where the page's forms may post; null for none named, when a form posts on to another site. */
  formAction?: string | null;
}

export const nonceSource = (nonce: string) => `'nonce-${nonce}'`;
export const hashSource = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
export const newNonce = () => randomBytes(16).toString('base64');

/**
 * Foyer's pages run only their own files: no inline script or style unless named by nonce or hash, no plugins, no `<base>`.
 * Images may come from anywhere (avatars and logos live on other hosts) and cannot run code.
 */
export function contentSecurityPolicy({ frameAncestors, scriptSources = [], styleSources = [], formAction = "'self'" }: PagePolicy): string {
  return [
    "default-src 'self'",
    ["script-src 'self'", ...scriptSources].join(' '),
    ["style-src 'self'", ...styleSources].join(' '),
    'img-src * data: blob:',
    "object-src 'none'",
    "base-uri 'none'",
    ...(formAction === null ? [] : [`form-action ${formAction}`]),
    `frame-ancestors ${frameAncestors}`,
  ].join('; ');
}

/** `'self'`, the app URL's origin and each domain alias (an origin, or a host of either scheme): the sites that may frame Foyer's pages. */
export function appFrameAncestors({ appUrl, domainAliases }: CsrfOptions): string {
  const sources = new Set(["'self'", new URL(appUrl).origin]);
  for (const alias of domainAliases) sources.add(/^https?:\/\//.test(alias) ? new URL(alias).origin : alias.toLowerCase());
  return [...sources].join(' ');
}

const NOSNIFF = { 'x-content-type-options': 'nosniff' } as const;
// The API's answers carry tokens and personal data: no cache keeps them unless the route chose a cache policy.
const API_HEADERS = { ...NOSNIFF, 'cache-control': 'no-store' } as const;

/** Headers of every response: nosniff; on the API, no-store; on HTML, the app's page policy and a referrer policy unless the page set its own. */
export function securityHeaders(options: CsrfOptions): MiddlewareHandler<AppEnv> {
  const pagePolicy = contentSecurityPolicy({ frameAncestors: appFrameAncestors(options) });
  return async (c, next) => {
    if (c.req.path.startsWith(API_PREFIX)) return withPresetHeaders(c, next, API_HEADERS);
    await withPresetHeaders(c, next, NOSNIFF);
    const { headers } = c.res;
    if ((headers.get('content-type') ?? '').startsWith('text/html')) {
      if (!headers.has(CSP_HEADER)) headers.set(CSP_HEADER, pagePolicy);
      if (!headers.has(REFERRER_POLICY_HEADER)) headers.set(REFERRER_POLICY_HEADER, DEFAULT_REFERRER);
    }
  };
}
