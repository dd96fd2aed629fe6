import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { CSRF_COOKIE, HEADERS } from '@foyer/core';
import type { FoyerConfig } from '../config/config-schema.js';
import { loadConfig } from '../config/load-config.js';
import type { CreateFoyerOptions, Foyer } from '../create-foyer.js';
import { claimOwnership } from '../features/passports/claim-ownership.js';
import { serveFoyer } from '../serve-foyer.js';
import type { OpenedStore, StoreFactory } from '../store/test-support/stores.js';
import type { Store } from '../store/types.js';

export const TEST_APP_URL = 'http://foyer.test';

const redisUrl = process.env.FOYER_TEST_REDIS;

export interface TestServerOptions {
  factory: StoreFactory;
  /** Another instance's store, to run a second instance over the same database; a fresh one from `factory` otherwise. */
  store?: Store;
  /** Redis channel prefix; instances that should hear each other share one. Redis is used with PostgreSQL when FOYER_TEST_REDIS is set. */
  redisPrefix?: string;
  config?: Partial<FoyerConfig>;
  connectActions?: CreateFoyerOptions['connectActions'];
  logDestination?: CreateFoyerOptions['logDestination'];
  /** Leaves the app without an owner, so its first sign-in claims it; by default a stand-in owner holds it, as in an app in use. */
  freshApp?: boolean;
}

/** The DID that holds the ownership of a test app that is not fresh; no user has it. */
const STAND_IN_OWNER_DID = 'did:abt:zStandInOwner';

export interface TestRequestInit extends RequestInit {
  bearer?: string;
  /** Cookies sent besides the CSRF cookie, as a browser holding them would. */
  cookies?: Record<string, string>;
  /** Sent as the JSON body. */
  json?: unknown;
  /** Default headers to leave out: `origin`, `cookie` or the CSRF header. */
  omit?: string[];
}

export interface TestServer {
  foyer: Foyer;
  store: Store;
  /** Base URL the server listens on. */
  url: string;
  redisPrefix: string;
  /** fetch as the app's own page would: its Origin, a CSRF cookie and the matching header, unless overridden or omitted. */
  request(path: string, init?: TestRequestInit): Promise<Response>;
  close(): Promise<void>;
}

export const newRedisPrefix = () => `foyer-test-${randomBytes(6).toString('hex')}:`;

function requestHeaders({ bearer, cookies = {}, json, omit = [], headers }: TestRequestInit, csrfToken: string): Headers {
  const defaults: Record<string, string> = {
    origin: TEST_APP_URL,
    cookie: Object.entries({ [CSRF_COOKIE]: csrfToken, ...cookies })
      .map(([name, value]) => `${name}=${value}`)
      .join('; '),
    [HEADERS.csrfToken]: csrfToken,
  };
  if (bearer) defaults.authorization = `Bearer ${bearer}`;
  if (json !== undefined) defaults['content-type'] = 'application/json';
  const merged = new Headers(defaults);
  for (const name of omit) merged.delete(name);
  new Headers(headers).forEach((value, name) => merged.set(name, value));
  return merged;
}

/** fetch against `url` as the app's own page would, holding a CSRF cookie of its own. */
export function pageRequest(url: string): TestServer['request'] {
  const csrfToken = randomBytes(16).toString('base64url');
  return (path, init = {}) =>
    fetch(`${url}${path}`, {
      ...init,
      headers: requestHeaders(init, csrfToken),
      body: init.json === undefined ? init.body : JSON.stringify(init.json),
    });
}

/** The real server on an ephemeral port over a throwaway store (and Redis prefix), for tests that speak HTTP. */
export async function startTestServer(options: TestServerOptions): Promise<TestServer> {
  const opened: OpenedStore | undefined = options.store ? undefined : await options.factory.open();
  const store = options.store ?? opened?.store;
  if (!store) throw new Error('startTestServer needs a store or a factory');
  if (opened && !options.freshApp) await claimOwnership(opened.store, STAND_IN_OWNER_DID);
  const redisPrefix = options.redisPrefix ?? newRedisPrefix();
  const config: FoyerConfig = {
    ...loadConfig({ env: {}, cwd: tmpdir() }),
    port: 0,
    appUrl: TEST_APP_URL,
    redisUrl: options.factory.name === 'postgres' ? redisUrl : undefined,
    redisPrefix,
    // Quiet unless a test asks for a level (and a logDestination to read the lines from).
    logLevel: 'silent',
    ...options.config,
  };
  const served = await serveFoyer(config, { store, hostname: '127.0.0.1', connectActions: options.connectActions, logDestination: options.logDestination }).catch(async (error: unknown) => {
    await opened?.cleanup();
    throw error;
  });
  const url = `http://127.0.0.1:${served.port}`;

  return {
    foyer: served.foyer,
    store,
    url,
    redisPrefix,
    request: pageRequest(url),
    async close() {
      await served.close();
      await opened?.cleanup();
    },
  };
}
