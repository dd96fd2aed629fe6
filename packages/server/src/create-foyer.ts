import { Hono } from 'hono';
import { openBus } from './bus/open-bus.js';
import type { Bus } from './bus/types.js';
import type { FoyerConfig } from './config/config-schema.js';
import { sessionRoutes } from './features/session/session-routes.js';
import { createSessionService, type SessionService } from './features/session/session-service.js';
import { wellKnownRoutes } from './features/well-known/well-known-routes.js';
import type { AppEnv } from './http/app-env.js';
import { csrfProtection } from './http/csrf.js';
import { handleError, handleNotFound } from './http/error-handler.js';
import { requestClient } from './http/request-client.js';
import { loadAppKey, type AppKey } from './keys/app-key.js';
import { openStore } from './store/open-store.js';
import type { Store } from './store/types.js';
import { createSessionTokens } from './tokens/session-token.js';

export interface CreateFoyerOptions {
  /** Use this store instead of opening config.databaseUrl; the caller keeps ownership and closes it. */
  store?: Store;
  /** Use this bus instead of opening one from the config; the caller keeps ownership and closes it. */
  bus?: Bus;
}

/** A Foyer instance: `app.fetch` is the web-standard handler to mount or serve. */
export interface Foyer {
  app: Hono<AppEnv>;
  config: FoyerConfig;
  store: Store;
  bus: Bus;
  appKey: AppKey;
  sessions: SessionService;
  /** Stops listening to the bus and closes the store and bus that createFoyer opened itself. */
  close(): Promise<void>;
}

type Closer = () => Promise<void>;

async function closeAll(closers: Closer[]): Promise<void> {
  for (const close of closers.reverse()) await close();
}

export async function createFoyer(config: FoyerConfig, options: CreateFoyerOptions = {}): Promise<Foyer> {
  const closers: Closer[] = [];
  try {
    const store = options.store ?? (await openStore({ url: config.databaseUrl, dataDir: config.dataDir }));
    if (!options.store) closers.push(() => store.destroy());
    const bus = options.bus ?? (await openBus(config));
    if (!options.bus) closers.push(() => bus.close());
    const appKey = await loadAppKey(store.settings);
    const tokens = createSessionTokens(appKey, { ttlMs: config.sessionTokenTtlMs });
    const sessions = await createSessionService({ store, bus, tokens, appDid: appKey.did, config });
    closers.push(() => sessions.close());

    const app = new Hono<AppEnv>();
    app.onError(handleError);
    app.notFound(handleNotFound);
    app.use(requestClient, csrfProtection(config));
    app.route('/', wellKnownRoutes({ store, appKey, appUrl: config.appUrl }));
    app.route('/', sessionRoutes(sessions));

    return { app, config, store, bus, appKey, sessions, close: () => closeAll(closers) };
  } catch (error) {
    await closeAll(closers);
    throw error;
  }
}
