import type { OAuthFlowRecord, Store } from '../../store/types.js';
import type { AuthorizationResponse } from './authorization-response.js';
import { isFlowBinding } from './flow-binding.js';

/** Spends the flow named by the response's state, and answers it only if it is live, of `provider` and begun in this browser. */
export async function takeOAuthFlow(store: Store, { state, binding }: AuthorizationResponse, provider: string): Promise<OAuthFlowRecord | null> {
  const flow = await store.oauthFlows.take(state, Date.now());
  return flow && flow.provider === provider && isFlowBinding(flow.bindingHash, binding) ? flow : null;
}
