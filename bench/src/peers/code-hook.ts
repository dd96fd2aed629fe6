import { createServer } from 'node:http';

/** The codes a bench server mailed, by address: what a person would read in their inbox. */
export type Inbox = Map<string, string>;

/**
 * A side port where the bench reads the code mailed to an address (and forgets it), so both peers' sign-ins cost the
 * same extra round trip; it is never the port being measured.
 */
export function serveInbox(inbox: Inbox): Promise<number> {
  const server = createServer((request, response) => {
    const email = new URL(request.url ?? '/', 'http://inbox').searchParams.get('email') ?? '';
    const code = inbox.get(email);
    inbox.delete(email);
    response.writeHead(code ? 200 : 404, { 'content-type': 'text/plain' }).end(code ?? '');
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as { port: number }).port)));
}
