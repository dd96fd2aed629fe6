import type { Logger } from 'pino';
import type { FoyerConfig } from '../../config/config-schema.js';
import type { AppKey } from '../../keys/app-key.js';
import type { OutboundFetch } from '../../outbound/outbound-fetch.js';
import type { Store } from '../../store/types.js';
import type { SessionService } from '../session/session-service.js';

/** What every federation operation works with: this app's store, key, sessions, public configuration and the outbound guard. */
export interface FederationDeps {
  store: Store;
  appKey: AppKey;
  sessions: SessionService;
  config: Pick<FoyerConfig, 'appUrl' | 'appName' | 'appDescription'>;
  log: Logger;
  /** Every request to another app goes through it: no private targets unless the development setting allows them. */
  outbound: OutboundFetch;
}
