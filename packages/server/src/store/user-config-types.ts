// The store's contract for a user's own settings, kept as one JSON document per name.

import type { Json } from './json.js';

export type UserConfigName = 'privacy' | 'notification-channels' | 'notification-webhook';

export interface UserConfigsRepository {
  get(userDid: string, name: UserConfigName): Promise<Json | null>;
  /** Inserts or replaces the document. */
  set(userDid: string, name: UserConfigName, value: Json): Promise<void>;
}
