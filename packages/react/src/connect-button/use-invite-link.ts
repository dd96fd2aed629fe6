import { getInviteLink } from '@foyer/client';
import { DELAYS, formatMessage } from '@foyer/core';
import { useState } from 'react';
import { useInternals, useSession } from '../session/use-session.js';
import { errorText } from '../util/error-text.js';
import { useCopy } from '../widgets/shared/use-copy.js';

/** 'Invite friends' (SPEC §2.14): copies the user's invite link and says so; without clipboard access the copy prompt holds it (§8). */
export function useInviteLink() {
  const { locale } = useSession();
  const internals = useInternals();
  const { copy } = useCopy(DELAYS.copiedFlagMs, locale);
  const [copying, setCopying] = useState(false);

  async function copyInviteLink(): Promise<void> {
    if (!internals) return;
    setCopying(true);
    try {
      if (await copy(await getInviteLink(internals.client.request))) internals.toast('success', formatMessage('inviteCopied', {}, locale));
    } catch (error) {
      internals.toast('error', errorText(error, locale));
    } finally {
      setCopying(false);
    }
  }

  return { copying, copyInviteLink };
}
