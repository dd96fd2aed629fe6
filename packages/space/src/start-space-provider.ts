import { serve } from '@hono/node-server';
import { createSpaceProvider, type SpaceProvider, type SpaceProviderOptions } from './create-space-provider.js';

export interface StartSpaceProviderOptions extends Omit<SpaceProviderOptions, 'publicUrl'> {
  /** 0 for a free one. */
  port: number;
  /** Default `http://localhost:{port}`. */
  publicUrl?: string;
}

export interface RunningSpaceProvider {
  url: string;
  provider: SpaceProvider;
  close(): Promise<void>;
}

/** Puts a space provider on a port; its public URL must be known before it is made, so a free port is taken first. */
export async function startSpaceProvider({ port, publicUrl, ...options }: StartSpaceProviderOptions): Promise<RunningSpaceProvider> {
  let forward: SpaceProvider['app']['fetch'] = () => new Response('starting', { status: 503 });
  // The socket (in env) goes along, so the provider's Foyer counts each caller by its own address.
  const server = serve({ port, fetch: (request, env) => forward(request, env) });
  await new Promise<void>((resolve, reject) => server.once('listening', resolve).once('error', reject));
  const address = server.address();
  const bound = typeof address === 'object' && address ? address.port : port;
  const url = publicUrl ?? `http://localhost:${bound}`;
  const closeServer = () => new Promise<void>((resolve) => server.close(() => resolve()));
  try {
    const provider = await createSpaceProvider({ ...options, publicUrl: url });
    forward = (request, env) => provider.app.fetch(request, env);
    return {
      url,
      provider,
      async close() {
        await closeServer();
        await provider.close();
      },
    };
  } catch (error) {
    await closeServer();
    throw error;
  }
}
