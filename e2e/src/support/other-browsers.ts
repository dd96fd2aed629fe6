import type { BrowserContext, Page } from 'playwright-core';
import { afterEach } from 'vitest';
import type { DemoStack } from './start-demo-stack.js';

/** A page in a browser of someone else (a fresh context of the stack's Chromium), closed after each test. */
export function useOtherBrowsers(stackOf: () => DemoStack): () => Promise<Page> {
  const contexts: BrowserContext[] = [];
  afterEach(async () => {
    for (const context of contexts.splice(0)) await context.close();
  });
  return async () => {
    const context = await stackOf().newContext();
    contexts.push(context);
    return context.newPage();
  };
}
