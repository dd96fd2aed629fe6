import type { Store } from '../../store/types.js';
import type { AuthorizationServer } from './create-authorization-server.js';
import type { Interaction } from './interaction-details.js';
import { linkedUserSessionId } from './session-link.js';

/**
 * A sign-in through another Foyer session than the one the browser's authorization-server session rests on starts a new
 * one, as oidc-provider does for another account. Codes and tokens name that session's uid, so relinking the old uid to the
 * new sign-in would bring back what an ended sign-in issued.
 */
export async function startFreshIfSignedInAgain(store: Store, server: AuthorizationServer, interaction: Interaction, userSessionId: string): Promise<void> {
  const uid = interaction.session?.uid;
  if (!uid || (await linkedUserSessionId(store, uid)) === userSessionId) return;
  // With its record gone, the browser's session cookie finds nothing on resume and oidc-provider makes a new session.
  await (await server.provider.Session.findByUid(uid))?.destroy();
  interaction.session = undefined;
  await interaction.persist();
}
