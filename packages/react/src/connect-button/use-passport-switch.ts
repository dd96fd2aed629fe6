import { listPassports } from '@foyer/client';
import { formatMessage, type Passport, type SessionUser } from '@foyer/core';
import { useState } from 'react';
import { useInternals, useSession } from '../session/use-session.js';
import { switchablePassports } from '../switch-passport/switchable-passports.js';

/**
 * The role chip's action (SPEC §2.7): loads the user's passports and hands those of another role to `offer`, or says
 * there is none to switch to.
 */
export function usePassportSwitch(user: SessionUser, offer: (passports: Passport[]) => void) {
  const { locale } = useSession();
  const internals = useInternals();
  const [loading, setLoading] = useState(false);

  async function load(): Promise<void> {
    if (!internals || loading) return;
    setLoading(true);
    try {
      const passports = switchablePassports(await listPassports(internals.client.request), user.role);
      if (passports.length) offer(passports);
      else internals.toast('warning', formatMessage('noPassports', {}, locale));
    } catch {
      internals.toast('error', formatMessage('getPassportFailed', {}, locale));
    } finally {
      setLoading(false);
    }
  }

  return { loading, load };
}
