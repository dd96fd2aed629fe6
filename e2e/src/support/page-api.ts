import { CSRF_COOKIE, HEADERS } from '@foyer/core';
import type { Page } from 'playwright-core';

export interface PageAnswer<T> {
  status: number;
  body: T;
}

/** A request the page itself sends to its own origin: the browser adds its cookies (the HttpOnly session one too), the page the CSRF header. */
export function fromPage<T>(page: Page, path: string, init: { method?: string; body?: unknown } = {}): Promise<PageAnswer<T>> {
  return page.evaluate(
    async ({ path, init, names }) => {
      const cookie = (name: string) => decodeURIComponent(document.cookie.match(new RegExp(`(?:^|; )${name}=([^;]*)`))?.[1] ?? '');
      const response = await fetch(path, {
        method: init.method ?? 'GET',
        headers: { 'content-type': 'application/json', [names.csrfHeader]: cookie(names.csrf) },
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
      });
      return { status: response.status, body: await response.json() };
    },
    { path, init, names: { csrf: CSRF_COOKIE, csrfHeader: HEADERS.csrfToken } },
  ) as Promise<PageAnswer<T>>;
}
