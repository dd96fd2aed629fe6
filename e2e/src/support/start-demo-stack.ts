import type { BrowserContext, BrowserContextOptions } from 'playwright-core';
import { startSmtpInbox, type SmtpInbox } from '../../../packages/server/src/test-support/smtp-inbox.js';
import { recordBrowserLog } from './browser-log.js';
import { freePort } from './free-port.js';
import { sharedChromium } from './launch-chromium.js';
import { startDemoInstance } from './start-demo-instance.js';

const ALIAS_HOST = '127.0.0.1';
export const WAIT_MS = 10_000;

/** The built demo with Foyer, a real SMTP server receiving its mail, and contexts of the worker's Chromium. */
export interface DemoStack {
  /** `http://localhost:<port>`, not 127.0.0.1, which WebAuthn refuses. */
  url: string;
  /** The same server under the domain alias ALIAS_HOST. */
  aliasUrl: string;
  /** Notes, the demo relying party that signs in with Foyer over OpenID Connect. */
  rpUrl: string;
  inbox: SmtpInbox;
  /** A fresh context whose waits give up after WAIT_MS, so a broken step fails well inside the test timeout; close() closes any left open. */
  newContext(options?: BrowserContextOptions): Promise<BrowserContext>;
  close(): Promise<void>;
}

export interface DemoStackOptions {
  /** Server settings on top of the stack's own, such as DID_CONNECT_DISABLE_SOCKET or FOYER_CONNECT_TIMEOUT_MS. */
  env?: Record<string, string>;
  /** The demo's port, for a test that must name the app URL before the stack starts (an OAuth redirect URI); a free one if left out. */
  port?: number;
}

export async function startDemoStack(options: DemoStackOptions = {}): Promise<DemoStack> {
  const closers: (() => Promise<unknown>)[] = [];
  const close = async () => {
    for (const closeOne of closers.reverse()) await closeOne();
  };
  try {
    const inbox = await startSmtpInbox();
    closers.push(() => inbox.close());
    const port = options.port ?? (await freePort());
    // The same server on another origin: a domain alias without cookies of its own.
    const env = { FOYER_DOMAIN_ALIASES: `${ALIAS_HOST}:${port}`, ...options.env };
    const demo = await startDemoInstance({ smtpUrl: inbox.url, port, env });
    closers.push(() => demo.close());
    const browser = await sharedChromium();
    const contexts = new Set<BrowserContext>();
    closers.push(() => Promise.all([...contexts].map((context) => context.close())));
    const newContext = async (options?: BrowserContextOptions) => {
      const context = await browser.newContext(options);
      // Time runs as usual on its pages, and a step may skip ahead past a pause of the UI (skipSuccessPause).
      await context.clock.install();
      recordBrowserLog(context);
      contexts.add(context);
      context.on('close', () => contexts.delete(context));
      context.setDefaultTimeout(WAIT_MS);
      return context;
    };
    return { url: demo.url, aliasUrl: demo.url.replace('localhost', ALIAS_HOST), rpUrl: demo.rpUrl, inbox, newContext, close };
  } catch (error) {
    await close();
    throw error;
  }
}
