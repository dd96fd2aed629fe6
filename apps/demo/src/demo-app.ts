import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PATHS } from '@foyer/core';
import type { Foyer } from '@foyer/server';
import type { HttpBindings } from '@hono/node-server';
import { serveStatic } from '@hono/node-server/serve-static';
import type { NftCollection } from '@foyer/wallet';
import { Hono, type Context } from 'hono';
import { demoNftRoutes } from './demo-nft-routes.js';
import { GALLERY_PATH } from './gallery/gallery-states.js';

type DemoEnv = { Bindings: HttpBindings };

// Vite names built assets by their content, so a browser may keep them for good.
const IMMUTABLE = 'public, max-age=31536000, immutable';

// The gallery's entry script, as Vite names it after its input.
const GALLERY_ASSET = /^\/assets\/gallery-/;

/**
 * The host app: Foyer's paths (the well-known ones, app metadata, the shared bridge page) go to foyer.app, `/assets/*`
 * are the built files, any other GET is the single-page app. With `gallery` (development, as the server's dev outbox),
 * GALLERY_PATH is the gallery of every screen; without it, neither the gallery page nor its script is served.
 */
export function demoApp(foyer: Foyer, distDir: string, collection: NftCollection, { gallery }: { gallery: boolean }): Hono<DemoEnv> {
  const indexHtml = readFileSync(join(distDir, 'index.html'), 'utf8');
  const toFoyer = (c: Context<DemoEnv>) => foyer.app.fetch(c.req.raw, c.env);
  const app = new Hono<DemoEnv>();
  if (gallery) {
    const galleryHtml = readFileSync(join(distDir, 'gallery.html'), 'utf8');
    app.get(GALLERY_PATH, (c) => c.html(galleryHtml, 200, { 'cache-control': 'no-cache' }));
  } else {
    app.get('/assets/*', (c, next) => (GALLERY_ASSET.test(c.req.path) ? c.notFound() : next()));
  }
  return app
    .all('/.well-known/*', toFoyer)
    .all(PATHS.appMetadataScript, toFoyer)
    // SPEC §2's shared bridge page lives outside the well-known prefix, so a host routes it to Foyer by name.
    .get(PATHS.sharedBridge, toFoyer)
    .route('/', demoNftRoutes(collection))
    .use('/assets/*', async (c, next) => {
      await next();
      if (c.res.ok) c.res.headers.set('cache-control', IMMUTABLE);
    })
    .get('/assets/*', serveStatic({ root: distDir }), (c) => c.notFound())
    .get('*', (c) => c.html(indexHtml, 200, { 'cache-control': 'no-cache' }));
}
