import { SERVER_PATHS } from '@foyer/core';
import { Hono, type Context } from 'hono';
import type { AppEnv } from '../../http/app-env.js';
import { APP_KEY_SETTING, type AppKey } from '../../keys/app-key.js';
import type { Store } from '../../store/types.js';
import { didDocument } from './did-document.js';
import { routeDocs } from '../openapi/describe.js';
import { plainText } from '../openapi/non-json-answers.js';
import { didDocumentSchema, healthSchema } from '../openapi/well-known-schemas.js';

const doc = routeDocs('Well-known');

export interface WellKnownDeps {
  store: Store;
  appKey: AppKey;
  appUrl: string;
}

async function databaseReachable(c: Context<AppEnv>, store: Store): Promise<boolean> {
  try {
    await store.settings.get(APP_KEY_SETTING);
    return true;
  } catch (error) {
    c.var.log.error({ err: error, requestId: c.var.requestId }, 'Health check: database unreachable');
    return false;
  }
}

/** did.json, health and ping; the JWKS that verifies session tokens is the authorization server's (features/oidc). */
export function wellKnownRoutes({ store, appKey, appUrl }: WellKnownDeps): Hono<AppEnv> {
  return new Hono<AppEnv>()
    // Read per request: the owner links and unlinks domains while the app runs.
    .get(SERVER_PATHS.didJson, doc('The app\'s DID document', didDocumentSchema), async (c) => c.json(didDocument(appKey, appUrl, (await store.linkedDomains.list()).map((link) => link.domain))))
    .get(SERVER_PATHS.health, doc('Health check (store reachable)', { 200: healthSchema, 503: healthSchema }), async (c) => {
      const ok = await databaseReachable(c, store);
      return c.json({ status: ok ? 'ok' : 'error', database: ok ? 'ok' : 'error' }, ok ? 200 : 503);
    })
    .get(SERVER_PATHS.ping, doc('Liveness: pong', plainText), (c) => c.text('pong'));
}
