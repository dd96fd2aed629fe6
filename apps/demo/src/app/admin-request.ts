import { CSRF_COOKIE, HEADERS } from '@foyer/core';

const csrfToken = () => decodeURIComponent(document.cookie.match(new RegExp(`(?:^|; )${CSRF_COOKIE}=([^;]*)`))?.[1] ?? '');

/** A call to this app's Foyer API as the signed-in user: the browser sends the session cookie, this the CSRF header; a refusal throws the server's message. */
export async function adminRequest<T>(path: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
  const response = await fetch(path, {
    method: init.method ?? 'GET',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json', [HEADERS.csrfToken]: csrfToken() },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const answer = (await response.json()) as T & { error?: string };
  if (!response.ok) throw new Error(answer.error ?? `${path} answered ${response.status}`);
  return answer;
}
