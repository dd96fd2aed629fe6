import { tmpdir } from 'node:os';
import { openStore } from '../../store/open-store.js';
import { dropSchema, uniqueSchema } from '../../store/test-support/stores.js';
import type { Store } from '../../store/types.js';

export interface FaultStore {
  store: Store;
  schema: string;
  cleanup(): Promise<void>;
}

/** A fresh PostgreSQL schema, migrated, that instances in other processes open by name. */
export async function openFaultStore(url: string): Promise<FaultStore> {
  const schema = uniqueSchema();
  const store = await openStore({ url, dataDir: tmpdir(), schema });
  return {
    store,
    schema,
    async cleanup() {
      await store.destroy();
      await dropSchema(url, schema);
    },
  };
}
