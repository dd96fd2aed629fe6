import { loadAppKey, type AppKey } from '../keys/app-key.js';

/** A fresh app key without a database. */
export function createTestAppKey(): Promise<AppKey> {
  const settings = new Map<string, string>();
  return loadAppKey({
    get: async (key) => settings.get(key) ?? null,
    setIfAbsent: async (key, value) => {
      if (!settings.has(key)) settings.set(key, value);
      return settings.get(key) ?? value;
    },
    set: async (key, value) => {
      settings.set(key, value);
    },
  });
}
