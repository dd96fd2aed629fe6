/**
 * What a wallet browser extension injects as `window.ABT`. `requestAuth` is handed the connect session's auth URL
 * and its deep link; the extension asks its owner and answers the app itself, and the page learns the outcome by
 * its own status checks, so what the promise resolves to is not read. A rejection's message is shown to the visitor.
 */
export interface InjectedProvider {
  /** Shown as "Use {name}"; "browser extension" when absent. */
  name?: string;
  requestAuth(request: { url: string; deepLink: string }): Promise<unknown>;
}

/** The wallet extension injected into this page, or null when none is installed. */
export function injectedProvider(): InjectedProvider | null {
  const candidate = (globalThis as { ABT?: Partial<InjectedProvider> | null }).ABT;
  return typeof candidate?.requestAuth === 'function' ? (candidate as InjectedProvider) : null;
}
