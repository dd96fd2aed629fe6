import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PATHS } from '@foyer/core';
import type { Logger } from 'pino';
import { Hono } from 'hono';
import type { AppEnv } from '../../http/app-env.js';
import { contentSecurityPolicy, CSP_HEADER, NO_FRAMING, NO_REFERRER, REFERRER_POLICY_HEADER } from '../../http/security-headers.js';
import { PAGES_DIR } from '../login-page/built-pages.js';
import { routeDocs } from '../openapi/describe.js';
import { htmlPage } from '../openapi/non-json-answers.js';

const doc = routeDocs('Pages');

const NOT_BUILT = 'The web wallet page is not built: run `npm run build`.';

// The page holds a signing key behind one Approve button, so no other site may frame it and trick a click; its URL carries the connect session.
const HEADERS = {
  'cache-control': 'no-store',
  [CSP_HEADER]: contentSecurityPolicy({ frameAncestors: NO_FRAMING }),
  [REFERRER_POLICY_HEADER]: NO_REFERRER,
  'x-frame-options': 'DENY',
};

/** SPEC §2.2 web wallet: the built page at PATHS.webWallet; its hashed assets share PAGES_DIR/assets with the login page, which serves them. */
export function webWalletRoutes(log: Logger, pagesDir = PAGES_DIR): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const file = join(pagesDir, 'web-wallet.html');
  if (!existsSync(file)) {
    log.warn(`Foyer: ${NOT_BUILT} (no web-wallet.html in ${pagesDir})`);
    return routes.get(PATHS.webWallet, doc('The web wallet page', htmlPage), (c) => c.text(NOT_BUILT, 503));
  }
  const page = readFileSync(file, 'utf8');
  return routes.get(PATHS.webWallet, doc('The web wallet page', htmlPage), (c) => c.html(page, 200, HEADERS));
}
