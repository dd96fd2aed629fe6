import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PAGE_QUERY, SERVER_PATHS } from '@foyer/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../observability/create-logger.js';
import { storeFactories } from '../../store/test-support/stores.js';
import { useStore } from '../../store/test-support/use-store.js';
import { issuanceTokenHash } from './create-issuance.js';
import { PASSPORT_PAGE_DATA_ID } from './passport-page-data.js';
import { passportPageRoutes } from './passport-page-routes.js';

const TEMPLATE = '<!doctype html><html><head><title>Passport</title></head><body><main id="root"></main></body></html>';
const config = { appName: 'Demo <App>', appUrl: 'https://app.example' };
const sqlite = storeFactories.filter((factory) => factory.name === 'sqlite');

/** The JSON the server put in the page for its script to read. */
function pageDataOf(html: string): Record<string, unknown> {
  const json = html.match(new RegExp(`<script id="${PASSPORT_PAGE_DATA_ID}" type="application/json">(.*?)</script>`))?.[1];
  if (!json) throw new Error('no page data in the page');
  return JSON.parse(json) as Record<string, unknown>;
}

describe.each(sqlite)('the passport pages on $name', (factory) => {
  const store = useStore(factory);
  let pagesDir: string;

  beforeAll(async () => {
    pagesDir = await mkdtemp(join(tmpdir(), 'foyer-passport-pages-'));
    await writeFile(join(pagesDir, 'issue-passport.html'), TEMPLATE);
    await writeFile(join(pagesDir, 'lost-passport.html'), TEMPLATE);
  });

  afterAll(async () => {
    await rm(pagesDir, { recursive: true, force: true });
  });

  const open = (path: string) => passportPageRoutes({ store: store(), config, log: createLogger('silent'), pagesDir }).request(path);

  it('shows who hands out which passport for a known link, never framed, cached or named in a referrer', async () => {
    await store().passportIssuances.create({
      id: 'i1',
      tokenHash: issuanceTokenHash('tok'),
      issuerDid: 'did:abt:zOwner',
      issuerName: 'Olga',
      issuerAvatarUrl: null,
      role: 'admin',
      title: 'Night shift',
      expiresAt: 1_900_000_000_000,
      linkExpiresAt: Date.now() + 60_000,
    });

    const response = await open(`${SERVER_PATHS.issuePassportPage}?token=tok`);
    const html = await response.text();

    expect(response.status).toBe(200);
    expect(pageDataOf(html)).toEqual({
      page: 'issue-passport',
      appName: 'Demo <App>',
      appUrl: 'https://app.example',
      token: 'tok',
      invalid: null,
      issuerName: 'Olga',
      role: 'admin',
      title: 'Night shift',
      expiresAt: 1_900_000_000_000,
    });
    expect(html).toContain('<title>Passport · Demo &lt;App&gt;</title>');
    expect(html).not.toContain('<App>');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });

  it('says an unknown link is not valid, and hands its token to no script', async () => {
    const response = await open(`${SERVER_PATHS.issuePassportPage}?token=made-up`);
    const data = pageDataOf(await response.text());
    expect(response.status).toBe(404);
    expect(data).toMatchObject({ token: '', invalid: 'This passport link is not valid', role: '' });
    expect((await open(SERVER_PATHS.issuePassportPage)).status).toBe(404);
  });

  it('sends the lost-passport page to sign in at the login page, which comes back to it', async () => {
    const data = pageDataOf(await (await open(SERVER_PATHS.lostPassport)).text());
    const back = new URLSearchParams({ [PAGE_QUERY.redirect]: `https://app.example${SERVER_PATHS.lostPassport}` });
    expect(data).toEqual({ page: 'lost-passport', appName: 'Demo <App>', appUrl: 'https://app.example', loginUrl: `${SERVER_PATHS.loginPage}?${back}` });
  });

  it('answers 503 while the pages are not built', async () => {
    const routes = passportPageRoutes({ store: store(), config, log: createLogger('silent'), pagesDir: join(pagesDir, 'missing') });
    expect((await routes.request(SERVER_PATHS.lostPassport)).status).toBe(503);
  });
});
