import { fileURLToPath } from 'node:url';
import { createFoyer, loadConfig, type AppEnv, type Foyer } from '@foyer/server';
import { Hono } from 'hono';
import { AUTHORIZE_SPACE_ACTION, authorizeSpaceAction } from './authorize-space-action.js';
import { objectRoutes, SPACES_PATH } from './object-routes.js';
import { popupPageRoutes } from './popup-page.js';
import { createSpaceStore, type SpaceStore } from './space-store.js';

export interface SpaceProviderOptions {
  /** The provider's own origin as browsers and apps reach it. */
  publicUrl: string;
  /** Keeps the spaces (JSON) and, beside it, the provider's key and sessions (SQLite); all in memory without it. */
  dataFile?: string;
  name?: string;
  /** Lets the provider call apps on loopback or private addresses (FOYER_ALLOW_PRIVATE_OUTBOUND): local demos and tests only. */
  allowPrivateOutbound?: boolean;
}

export interface SpaceProvider {
  app: Hono;
  /** The provider's DID: the issuer of its grants, published at /.well-known/did.json. */
  did: string;
  spaces: SpaceStore;
  foyer: Foyer;
  close(): Promise<void>;
}

/**
 * A reference DID Space provider. The wallet protocol is Foyer's own, mounted inside with one host connect action
 * (authorize-space), so sessions, signatures and the sealed result are exactly what apps' sign-in uses.
 */
export async function createSpaceProvider({ publicUrl, dataFile, name = 'Foyer Spaces', allowPrivateOutbound = false }: SpaceProviderOptions): Promise<SpaceProvider> {
  const base = publicUrl.replace(/\/+$/, '');
  const config = loadConfig({
    // This package's own folder, so no foyer.config.json of the caller's leaks in.
    cwd: fileURLToPath(new URL('.', import.meta.url)),
    env: {
      FOYER_APP_URL: base,
      FOYER_APP_NAME: name,
      FOYER_DATABASE_URL: dataFile ? `${dataFile.replace(/\.json$/, '')}.db` : ':memory:',
      // Served by a plain fetch handler: the page polls instead of opening the relay socket.
      DID_CONNECT_DISABLE_SOCKET: '1',
      DID_CONNECT_ALLOW_EMAIL: '0',
      // A reference provider beside the app: its problems are worth a line, each request it serves is not.
      FOYER_LOG_LEVEL: 'warn',
      FOYER_ALLOW_PRIVATE_OUTBOUND: allowPrivateOutbound ? '1' : '0',
    },
  });
  const spaces = createSpaceStore(dataFile);
  let foyer: Foyer | undefined;
  const started = () => {
    if (!foyer) throw new Error('the provider is still starting');
    return foyer;
  };
  const key = () => started().appKey;
  const outbound = () => started().outboundFetch;
  const gatewayUrl = (spaceDid: string) => `${base}${SPACES_PATH}/${spaceDid}`;
  foyer = await createFoyer(config, { connectActions: { [AUTHORIZE_SPACE_ACTION]: authorizeSpaceAction({ spaces, key, gatewayUrl, outbound }) } });
  const mounted = foyer;
  const app = new Hono()
    .route('/', popupPageRoutes(name, mounted.outboundFetch))
    .route('/', objectRoutes(spaces, mounted.appKey))
    // c.env carries @hono/node-server's socket, from which the inner Foyer reads each caller's address for its limits.
    .all('*', (c) => mounted.app.fetch(c.req.raw, c.env as AppEnv['Bindings']));
  return { app, did: mounted.appKey.did, spaces, foyer: mounted, close: () => mounted.close() };
}
