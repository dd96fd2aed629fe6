import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { startDemoStack, type DemoStack, type DemoStackOptions } from './start-demo-stack.js';

export interface DemoPage {
  stack: DemoStack;
  context: BrowserContext;
  page: Page;
}

/** One demo stack per file (or per describe block it is called in), and a fresh browser context and page handed to `use` before each test. */
export function useDemoPage(use: (current: DemoPage) => void, options: DemoStackOptions = {}): void {
  let stack: DemoStack | undefined;
  let context: BrowserContext | undefined;

  beforeAll(async () => {
    stack = await startDemoStack(options);
  });

  afterAll(async () => {
    await stack?.close();
  });

  beforeEach(async () => {
    if (!stack) throw new Error('The demo stack did not start');
    context = await stack.newContext();
    use({ stack, context, page: await context.newPage() });
  });

  afterEach(async () => {
    await context?.close();
  });
}
