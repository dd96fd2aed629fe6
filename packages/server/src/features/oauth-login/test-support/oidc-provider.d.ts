// oidc-provider ships no types; this covers only what the local test issuer uses.
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export interface ProviderContext {
    path: string;
    method: string;
    status: number;
    body: unknown;
    respond: boolean;
    req: IncomingMessage;
    res: ServerResponse;
  }

  export default class Provider {
    constructor(issuer: string, configuration: Record<string, unknown>);
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
    use(middleware: (ctx: ProviderContext, next: () => Promise<void>) => Promise<void>): void;
    interactionFinished(req: IncomingMessage, res: ServerResponse, result: Record<string, unknown>, options?: { mergeWithLastSubmission?: boolean }): Promise<void>;
  }
}
