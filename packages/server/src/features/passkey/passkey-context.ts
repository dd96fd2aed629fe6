import type { FoyerConfig } from '../../config/config-schema.js';
import type { Store } from '../../store/types.js';
import type { EmailCodes } from '../email/email-codes.js';
import type { SessionService } from '../session/session-service.js';
import type { RelyingParty } from './relying-party.js';

/** What every passkey operation may use. */
export interface PasskeyContext {
  store: Store;
  sessions: SessionService;
  codes: EmailCodes;
  rp: RelyingParty;
  config: Pick<FoyerConfig, 'emailKyc' | 'allowEmailLogin' | 'allowWalletLogin' | 'invitesEnabled' | 'invitedRole'>;
}
