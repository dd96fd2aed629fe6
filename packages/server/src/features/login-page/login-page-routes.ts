import { PAGE_QUERY, SERVER_PATHS } from '@foyer/core';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import type { Logger } from 'pino';
import type { FoyerConfig } from '../../config/config-schema.js';
import type { AppEnv } from '../../http/app-env.js';
import { appFrameAncestors, contentSecurityPolicy, CSP_HEADER, newNonce, NO_REFERRER, nonceSource, REFERRER_POLICY_HEADER } from '../../http/security-headers.js';
import { PAGES_BASE, PAGES_DIR, readLoginTemplate } from './built-pages.js';
import { FRESH_LOGIN_PARAM } from './login-page-data.js';
import { loginRedirect } from './login-redirect.js';
import { renderLoginPage } from './render-login-page.js';
import { routeDocs } from '../openapi/describe.js';
import { htmlPage } from '../openapi/non-json-answers.js';

const doc = routeDocs('Pages');

const NOT_BUILT = 'The login page is not built: run `npm run build`.';
// Asset names carry a content hash, so a browser may keep them for good.
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** SPEC §2 login redirect route: the standalone sign-in page and its hashed assets. */
export function loginPageRoutes(config: Pick<FoyerConfig, 'appName' | 'appUrl' | 'domainAliases'>, log: Logger, pagesDir = PAGES_DIR): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const template = readLoginTemplate(pagesDir);
  if (!template) {
    log.warn(`Foyer: ${NOT_BUILT} (no login.html in ${pagesDir})`);
    return routes.get(SERVER_PATHS.loginPage, doc('The standalone sign-in page', htmlPage), (c) => c.text(NOT_BUILT, 503));
  }
  const frameAncestors = appFrameAncestors(config);
  return routes
    .get(SERVER_PATHS.loginPage, doc('The standalone sign-in page', htmlPage), (c) => {
      const styleNonce = newNonce();
      const html = renderLoginPage(template, config.appName, {
        redirect: loginRedirect(c.req.query(PAGE_QUERY.redirect), config),
        forceConnected: c.req.query(PAGE_QUERY.forceConnected) ?? null,
        sourceAppPid: c.req.query(PAGE_QUERY.sourceAppPid) ?? null,
        fresh: c.req.query(FRESH_LOGIN_PARAM) === '1',
        styleNonce,
      });
      // A magic link may open this page with its token in the URL, so it sends no referrer.
      return c.html(html, 200, {
        'cache-control': 'no-store',
        [CSP_HEADER]: contentSecurityPolicy({ frameAncestors, styleSources: [nonceSource(styleNonce)] }),
        [REFERRER_POLICY_HEADER]: NO_REFERRER,
      });
    })
    .use(
      `${PAGES_BASE}assets/*`,
      async (c, next) => {
        await next();
        // Set afterwards: serveStatic's onFound runs once the response is already built.
        if (c.res.ok) c.res.headers.set('cache-control', IMMUTABLE);
      },
      serveStatic({ root: pagesDir, rewriteRequestPath: (path) => path.slice(PAGES_BASE.length - 1) }),
    );
}
