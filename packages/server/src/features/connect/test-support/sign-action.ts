import type { JsonValue } from '@foyer/did';
import { authPrincipalClaim, signatureClaim } from '../claims.js';
import type { ConnectAction, NextWorkflow } from '../connect-action.js';

export const SIGNED_TEXT = 'I approve the transfer of 1 token to Bob';

/** What the test action seals to the page: who signed, and the signature it was given. */
export interface SignResult {
  signedBy: string;
  sig: JsonValue | undefined;
}

/** A host app's action, as tests add one: the wallet names its account, then signs SIGNED_TEXT; the flow goes on to `next`. */
export function signAction(next?: NextWorkflow): ConnectAction {
  return {
    steps: (extraParams) => [[authPrincipalClaim(extraParams['forceConnected'])], [signatureClaim(new TextEncoder().encode(SIGNED_TEXT), 'Sign the transfer')]],
    async finish({ did, answers }) {
      const [answer] = answers;
      const sig = typeof answer === 'object' && answer !== null && !Array.isArray(answer) ? answer['sig'] : undefined;
      const result: SignResult = { signedBy: did, sig };
      return { result, next };
    },
  };
}
