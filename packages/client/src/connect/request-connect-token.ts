import { CONNECT_QUERY, type ExtraParams, type Locale, type Provider, type TokenResponse } from '@foyer/core';
import type { HttpRequest } from '../http/types.js';
import { connectPath } from './connect-path.js';
import type { ConnectTokenQuery } from './types.js';

export interface TokenRequest {
  action: string;
  publicKey: string;
  locale?: Locale;
  provider?: Provider;
  query?: ConnectTokenQuery;
  /** An action's own parameters (such as connect-to-did-domain's `domain`); the named ones above win over them. */
  extraParams?: ExtraParams;
  signal?: AbortSignal;
}

/** GET {prefix}/{action}/token with the page key as `_ek_`; rejects when the answer has no token. */
export async function requestConnectToken(request: HttpRequest, input: TokenRequest): Promise<TokenResponse> {
  const query = input.query ?? {};
  const answer = await request<TokenResponse>(connectPath(input.action, 'token'), {
    query: {
      ...input.extraParams,
      [CONNECT_QUERY.encryptionKey]: input.publicKey,
      locale: input.locale,
      forceConnected: query.forceConnected,
      autoConnect: query.autoConnect,
      provider: input.provider,
      visitorId: query.visitorId,
      sourceToken: query.sourceToken,
      sourceAppPid: query.sourceAppPid,
      inviter: query.inviter,
    },
    signal: input.signal,
  });
  if (typeof answer?.token !== 'string' || answer.token === '') throw new Error(answer?.error || 'no token in the answer');
  return answer;
}
