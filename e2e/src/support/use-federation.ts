import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import type { Profile } from './launch-profile.js';
import { startFederationStack, type FederationStack, type FederationStackOptions } from './start-federation-stack.js';

export interface FederationPage {
  stack: FederationStack;
  /** A fresh Chromium profile with third-party cookies blocked. */
  context: BrowserContext;
  page: Page;
}

// How Chromium reports, on the console of the page concerned, anything a Content-Security-Policy blocked.
const CSP_VIOLATION = /Content Security Policy/;

/**
 * One federation (a master and its would-be members) per file or describe block, and a fresh Chromium profile with
 * third-party cookies blocked handed to `use` before each test; the test fails if any page of it (popups included)
 * had something blocked by its CSP.
 */
export function useFederation(options: FederationStackOptions, use: (current: FederationPage) => void): void {
  let stack: FederationStack | undefined;
  let profile: Profile | undefined;
  let violations: string[] = [];

  beforeAll(async () => {
    stack = await startFederationStack(options);
  });

  afterAll(async () => {
    await stack?.close();
  });

  beforeEach(async () => {
    if (!stack) throw new Error('The federation did not start');
    profile = await stack.newProfile();
    const { context } = profile;
    violations = [];
    context.on('console', (message) => {
      if (CSP_VIOLATION.test(message.text())) violations.push(`${message.page()?.url()}: ${message.text()}`);
    });
    use({ stack, context, page: context.pages()[0] ?? (await context.newPage()) });
  });

  afterEach(async () => {
    await profile?.close();
    expect(violations, 'CSP violations').toEqual([]);
  });
}
