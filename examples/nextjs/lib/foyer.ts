import { createFoyer, foyerNext, loadConfig, type Foyer } from '@foyer/server';

// Next.js bundles the middleware apart from the routes and reloads modules in development: one Foyer per process all the same.
const shared = globalThis as typeof globalThis & { foyer?: Promise<Foyer> };

/**
 * Foyer, configured from FOYER_* variables (or foyer.config.json): SQLite under FOYER_DATA_DIR, mail through FOYER_SMTP_URL.
 */
export const foyer = await (shared.foyer ??= createFoyer(loadConfig()));

/** Foyer's route handlers, session guards and middleware for the App Router. */
export const foyerApp = foyerNext(foyer);
