import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchProfile, type ThirdPartyCookies } from './support/launch-profile.js';

// SameSite=None and Secure (http://localhost counts as secure): nothing but the third-party cookie setting keeps it out of a cross-site frame.
const PROBE_COOKIE = 'probe=site-a; SameSite=None; Secure; Path=/';

function listen(server: Server, host: string): Promise<string> {
  return new Promise((resolve) => server.listen(0, host, () => resolve(`http://${host}:${(server.address() as AddressInfo).port}`)));
}

/** Site A, `http://localhost:<port>`: `/set` sets the probe cookie first-party, `/echo` shows the cookies its request carried. */
const siteA = createServer((request, response) => {
  if (request.url === '/set') response.setHeader('set-cookie', PROBE_COOKIE);
  response.setHeader('content-type', 'text/html');
  response.end(`<output>${request.headers.cookie ?? ''}</output>`);
});

let siteAUrl: string;
let siteBUrl: string;

/** Site B, `http://127.0.0.1:<port>`: a page framing site A's echo. */
const siteB = createServer((_request, response) => {
  response.setHeader('content-type', 'text/html');
  response.end(`<iframe src="${siteAUrl}/echo"></iframe>`);
});

/** What site A's frame inside site B sees of the cookie site A set first-party: in its request and in document.cookie. */
async function seenInFrame(page: Page): Promise<{ header: string; script: string; firstParty: string }> {
  await page.goto(`${siteAUrl}/set`);
  await page.goto(`${siteAUrl}/echo`);
  const firstParty = await page.locator('output').textContent();
  await page.goto(siteBUrl);
  const frame = page.frameLocator('iframe');
  const header = await frame.locator('output').textContent();
  const script = await frame.locator('output').evaluate(() => document.cookie);
  return { header: header ?? '', script, firstParty: firstParty ?? '' };
}

async function inProfile(thirdPartyCookies: ThirdPartyCookies) {
  const profile = await launchProfile(thirdPartyCookies);
  try {
    return await seenInFrame(await profile.context.newPage());
  } finally {
    await profile.close();
  }
}

describe('Chromium with third-party cookies blocked, as the federation tests run it', () => {
  beforeAll(async () => {
    siteAUrl = await listen(siteA, 'localhost');
    siteBUrl = await listen(siteB, '127.0.0.1');
  });

  afterAll(() => {
    siteA.close();
    siteB.close();
  });

  it('keeps the cookie site A set first-party out of its frame on site B', async () => {
    expect(await inProfile('blocked')).toEqual({ firstParty: 'probe=site-a', header: '', script: '' });
  });

  it('sends that cookie to the frame when the profile allows third-party cookies (the control)', async () => {
    expect(await inProfile('allowed')).toEqual({ firstParty: 'probe=site-a', header: 'probe=site-a', script: 'probe=site-a' });
  });
});
