import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { createFakeApi, type FakeApi } from './fake-api.js';

function clearBrowserState(): void {
  for (const pair of document.cookie.split(';')) {
    const name = pair.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  }
  localStorage.clear();
  history.replaceState(null, '', '/');
}

/** Registers the hooks every session test needs and returns the fake server of the current test. */
export function useSessionTestEnvironment(): () => FakeApi {
  let api: FakeApi;
  beforeEach(() => {
    clearBrowserState();
    api = createFakeApi();
    vi.stubGlobal('fetch', api.fetch);
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });
  return () => api;
}
