import { BROWSER_HEADERS, asVisitor } from '../bench-origin.js';

/** Where a peer takes an e-mail address and, later, the code mailed to it. */
export interface CodeSignInPaths {
  sendCode: string;
  sendBody(email: string): object;
  login: string;
  loginBody(email: string, code: string): object;
}

async function post(url: string, body: object, visitor: Record<string, string>): Promise<Response> {
  return fetch(url, { method: 'POST', headers: { ...BROWSER_HEADERS, ...visitor, 'content-type': 'application/json' }, body: JSON.stringify(body) });
}

/** One person's e-mail sign-in as a page does it: ask for a code, read it from the inbox, log in with it; resolves with the login answer. */
export async function signInByCode(paths: CodeSignInPaths, serverUrl: string, inboxPort: number, email: string): Promise<Response> {
  const visitor = asVisitor();
  const sent = await post(`${serverUrl}${paths.sendCode}`, paths.sendBody(email), visitor);
  if (!sent.ok) throw new Error(`${paths.sendCode} answered ${sent.status}: ${await sent.text()}`);
  const code = await fetch(`http://127.0.0.1:${inboxPort}/code?email=${encodeURIComponent(email)}`).then((response) => response.text());
  return post(`${serverUrl}${paths.login}`, paths.loginBody(email, code), visitor);
}
