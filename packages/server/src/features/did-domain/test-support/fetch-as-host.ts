import { request } from 'node:http';

/** GET `path` from the test server as a client that reached it under `host` (the Host header), as a domain pointed at the app is reached. */
export function fetchAsHost(serverUrl: string, host: string, path: string): Promise<{ status: number; body: unknown }> {
  const { hostname, port } = new URL(serverUrl);
  return new Promise((resolve, reject) => {
    const sent = request({ hostname, port, path, headers: { host } }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: JSON.parse(text) as unknown }));
    });
    sent.on('error', reject);
    sent.end();
  });
}
