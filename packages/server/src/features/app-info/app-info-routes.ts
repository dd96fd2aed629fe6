import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { extname } from 'node:path';
import { type AppFederation, type AppInfo, PATHS, SERVER_PATHS } from '@foyer/core';
import { Hono } from 'hono';
import { z } from 'zod';
import type { FoyerConfig } from '../../config/config-schema.js';
import type { AppEnv } from '../../http/app-env.js';
import { validate } from '../../http/validate.js';
import { connectOptionsOf } from './connect-options.js';
import { DEFAULT_LOGO_SVG } from './default-logo.js';
import { routeDocs } from '../openapi/describe.js';
import { appInfoSchema } from '../openapi/app-info-schemas.js';
import { image } from '../openapi/non-json-answers.js';

const doc = routeDocs('App info');

const LOGO_TYPES: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
};

// Three folders up is the package root from src/ and dist/ alike.
const { version } = createRequire(import.meta.url)('../../../package.json') as { version: string };

const metadataQuery = z.object({ type: z.literal('json') });

export function appInfo(appDid: string, config: Pick<FoyerConfig, 'appName' | 'appDescription' | 'appUrl'>): AppInfo {
  return {
    appId: appDid,
    appName: config.appName,
    appDescription: config.appDescription,
    appLogo: `${config.appUrl}${SERVER_PATHS.productLogo}`,
    appPid: appDid,
    appUrl: config.appUrl,
    version,
    provider: 'wallet',
  };
}

/** A member app's federation as it stands now (issue 14); absent for an app that follows no master. */
export type ReadFederation = () => Promise<AppFederation | undefined>;

/** The app metadata the client and wallet read (`__capsule__.js?type=json`) and the logo it points to. */
export function appInfoRoutes(appDid: string, config: FoyerConfig, readFederation?: ReadFederation): Hono<AppEnv> {
  const info: AppInfo = {
    ...appInfo(appDid, config),
    connectOptions: connectOptionsOf(config),
    domainAliases: config.domainAliases,
    // DID Spaces (issue 15): where the SDK opens the storage-space popup.
    spaceProvider: config.spaceProviders[0],
  };
  return new Hono<AppEnv>()
    .get(PATHS.appMetadataScript, doc('The app metadata script for the SDK', appInfoSchema), validate('query', metadataQuery), async (c) => {
      const federated = await readFederation?.();
      return c.json(federated ? { ...info, federated } : info);
    })
    .get(SERVER_PATHS.productLogo, doc('The app logo', image), async (c) => {
      const headers = { 'cache-control': 'public, max-age=3600' };
      if (!config.appLogo) return c.body(DEFAULT_LOGO_SVG, 200, { ...headers, 'content-type': 'image/svg+xml' });
      const type = LOGO_TYPES[extname(config.appLogo).toLowerCase()] ?? 'application/octet-stream';
      return c.body(await readFile(config.appLogo), 200, { ...headers, 'content-type': type });
    });
}
