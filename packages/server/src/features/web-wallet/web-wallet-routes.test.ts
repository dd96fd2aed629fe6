import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PATHS } from '@foyer/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../observability/create-logger.js';
import { webWalletRoutes } from './web-wallet-routes.js';

/** A logger whose warnings land in `warned`, for the start-up message about unbuilt pages. */
const warned: string[] = [];
const log = createLogger('warn', { write: (line: string) => warned.push(line) });

const PAGE = '<html><head><title>Web wallet</title></head><body><main id="root"></main></body></html>';

describe('web wallet page', () => {
  let pagesDir: string;

  beforeAll(async () => {
    pagesDir = await mkdtemp(join(tmpdir(), 'foyer-pages-'));
    await writeFile(join(pagesDir, 'web-wallet.html'), PAGE);
  });

  afterAll(async () => {
    await rm(pagesDir, { recursive: true, force: true });
  });

  it("serves the built page, never cached, so a rebuild's asset names reach the browser", async () => {
    const response = await webWalletRoutes(log, pagesDir).request(`${PATHS.webWallet}?url=${encodeURIComponent('https://shop.test/auth')}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.text()).toBe(PAGE);
  });

  it('may not be framed by any site, so no one can trick a click on Approve', async () => {
    const response = await webWalletRoutes(log, pagesDir).request(PATHS.webWallet);
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self';");
    // Its URL carries the connect session's link.
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
  });

  it('says at start and on the page what to do when the pages are not built', async () => {
    const response = await webWalletRoutes(log, join(pagesDir, 'missing')).request(PATHS.webWallet);
    expect(warned.join('')).toMatch(/web wallet page is not built: run `npm run build`/);
    expect(response.status).toBe(503);
    expect(await response.text()).toBe('The web wallet page is not built: run `npm run build`.');
  });
});
