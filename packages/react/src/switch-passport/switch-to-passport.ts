import { switchPassport, type FoyerClient } from '@foyer/client';

/** Acts under another passport: its tokens replace the session's, and the reloaded user brings the passport's role. */
export async function switchToPassport(client: FoyerClient, passportId: string): Promise<void> {
  const tokens = await switchPassport(client.request, passportId);
  // The same person stays signed in meanwhile, so the account menu does not blink to signed out.
  await client.applyLogin(tokens, client.user);
  await client.getSession();
}
