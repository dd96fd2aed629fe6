import type { Store } from '../../store/types.js';

/** When the passport a session acts under stops counting (epoch ms); null when it never will or counts no longer. */
export async function passportLapse(store: Store, passportId: string | null): Promise<number | null> {
  const passport = passportId ? await store.passports.findById(passportId) : null;
  return passport?.status === 'valid' ? passport.expiresAt : null;
}
