import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { startDemoStack, type DemoStack } from './start-demo-stack.js';

export interface DemoPage {
  stack: DemoStack;
  context: BrowserContext;
  page: Page;
}

/** One demo stack per file, and a fresh browser context and page handed to `use` before each test. */
export function useDemoPage(use: (current: DemoPage) => void): void {
  let stack: DemoStack | undefined;
  let context: BrowserContext | undefined;

  beforeAll(async () => {
    stack = await startDemoStack();
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
