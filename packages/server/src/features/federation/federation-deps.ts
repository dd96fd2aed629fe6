import type { Logger } from 'pino';
import type { FoyerConfig } from '../../config/config-schema.js';
import type { AppKey } from '../../keys/app-key.js';
import type { Store } from '../../store/types.js';
import type { SessionService } from '../session/session-service.js';

/** What every federation operation works with: this app's store, key, sessions and public configuration. */
export interface FederationDeps {
  store: Store;
  appKey: AppKey;
  sessions: SessionService;
  config: Pick<FoyerConfig, 'appUrl' | 'appName' | 'appDescription'>;
  log: Logger;
}
