import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { startDemoStack, type DemoStack, type DemoStackOptions } from './start-demo-stack.js';

export interface DemoPage {
  stack: DemoStack;
  context: BrowserContext;
  page: Page;
}

// How Chromium reports, on the console of the page concerned, anything a Content-Security-Policy blocked.
const CSP_VIOLATION = /Content Security Policy/;

/**
 * One demo stack per file (or per describe block it is called in), and a fresh browser context and page handed to `use`
 * before each test; the test fails if any page of the context (popups included) had something blocked by its CSP.
 */
export function useDemoPage(use: (current: DemoPage) => void, options: DemoStackOptions = {}): void {
  let stack: DemoStack | undefined;
  let context: BrowserContext | undefined;
  let violations: string[] = [];

  beforeAll(async () => {
    stack = await startDemoStack(options);
  });

  afterAll(async () => {
    await stack?.close();
  });

  beforeEach(async () => {
    if (!stack) throw new Error('The demo stack did not start');
    context = await stack.newContext();
    violations = [];
    context.on('console', (message) => {
      if (CSP_VIOLATION.test(message.text())) violations.push(`${message.page()?.url()}: ${message.text()}`);
    });
    use({ stack, context, page: await context.newPage() });
  });

  afterEach(async () => {
    await context?.close();
    expect(violations, 'CSP violations').toEqual([]);
  });
}
