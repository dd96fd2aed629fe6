import type { BrowserContext, CDPSession, Page } from 'playwright-core';

/** A credential as Chromium's virtual authenticator holds it (CDP WebAuthn.Credential, the fields a test reads). */
export interface VirtualCredential {
  credentialId: string;
  isResidentCredential: boolean;
  rpId?: string;
  userHandle?: string;
  signCount: number;
}

/** Chromium's own platform authenticator for one page: a passkey store with fingerprint-like user verification that always answers. */
export interface VirtualAuthenticator {
  credentials(): Promise<VirtualCredential[]>;
  /** Whether the next ceremonies pass user verification; false refuses it as a failed fingerprint would. */
  setUserVerified(isUserVerified: boolean): Promise<void>;
}

export async function addVirtualAuthenticator(context: BrowserContext, page: Page): Promise<VirtualAuthenticator> {
  const cdp: CDPSession = await context.newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return {
    async credentials() {
      const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
      return credentials;
    },
    async setUserVerified(isUserVerified) {
      await cdp.send('WebAuthn.setUserVerified', { authenticatorId, isUserVerified });
    },
  };
}
