import { authPrincipalClaim, profileClaim, signatureClaim, type AppKey, type ConnectAction, type OutboundFetch } from '@foyer/server';
import { z } from 'zod';
import { confirmApp } from './confirm-app.js';
import { signSpaceGrant } from './space-grant.js';
import { consentText, spaceRequestSchema } from './space-request.js';
import type { SpaceStore } from './space-store.js';

/** The provider's own connect action: its popup page's session under `{prefix}/authorize-space`. */
export const AUTHORIZE_SPACE_ACTION = 'authorize-space';

const profileAnswer = z.looseObject({ type: z.literal('profile'), fullName: z.string().optional() });

export interface AuthorizeSpaceDeps {
  spaces: SpaceStore;
  /** The provider's key, read when a wallet finishes: Foyer loads it after the action is handed over. */
  key: () => AppKey;
  /** The gateway base of a space: `{publicUrl}/spaces/{did}`. */
  gatewayUrl: (spaceDid: string) => string;
  /** The provider's outbound guard, read when a wallet finishes, as the key is. */
  outbound: () => OutboundFetch;
}

/**
 * Who signs (authPrincipal), then their profile and their signature of "Allow {appName} to use your DID Space"; Foyer
 * checks that signature. Once the app's site confirms its DID, the result is the space, made or reused for that DID and
 * app, with the provider's grant.
 */
export function authorizeSpaceAction({ spaces, key, gatewayUrl, outbound }: AuthorizeSpaceDeps): ConnectAction {
  return {
    steps(extraParams) {
      const appName = spaceRequestSchema.shape.appName.safeParse(extraParams['appName']).data ?? '';
      const consent = consentText(appName);
      return [[authPrincipalClaim(undefined)], [profileClaim(), signatureClaim(new TextEncoder().encode(consent), consent)]];
    },
    async finish({ did, answers, extraParams }): ReturnType<ConnectAction['finish']> {
      const request = spaceRequestSchema.safeParse(extraParams);
      if (!request.success) return { refuse: 'invalidInput', params: { field: 'extraParams', detail: request.error.issues[0]?.message ?? 'invalid' } };
      const { appUrl, appDid } = request.data;
      if (!(await confirmApp(outbound(), appUrl, appDid))) return { refuse: 'spaceAppUnconfirmed', params: { appUrl, appDid } };
      const fullName = answers.map((answer) => profileAnswer.safeParse(answer).data?.fullName).find(Boolean);
      const space = spaces.ensure(did, request.data.appDid, `${fullName || did.slice(-6)}'s space`);
      const gateway = { did: space.did, name: space.name, url: gatewayUrl(space.did) };
      const grant = await signSpaceGrant(key(), { sub: did, aud: request.data.appDid, space: gateway });
      return { result: { spaceGateway: { ...gateway, grant } } };
    },
  };
}
