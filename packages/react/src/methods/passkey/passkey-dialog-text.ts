import type { SessionUser } from '@foyer/core';
import type { Translate } from '../../i18n/translate.js';
import { displayName } from '../../util/display-name.js';
import type { CreatePasskeyFlow } from './use-create-passkey-flow.js';

/** SPEC §2.9: the dialog's title and its two description lines, for where the flow is. */
export function passkeyDialogText(
  flow: Pick<CreatePasskeyFlow, 'connect' | 'kyc' | 'step' | 'busy' | 'email'>,
  user: SessionUser | null,
  t: Translate,
): { title: string; lines: [string, string] } {
  const about = t('passkeyAbout');
  if (flow.busy === 'creating') return { title: t('passkeyCreating'), lines: [about, t('passkeyCreateHint')] };
  if (flow.connect && user) return { title: t('passkeyConnect'), lines: [about, t('passkeyConnectHint', { name: displayName(user) })] };
  if (flow.step === 'code') return { title: t('passkeyVerifyEmail'), lines: [about, t('codeHint', { email: flow.email })] };
  if (flow.step === 'create') return { title: t('passkeyCreate'), lines: [about, t('passkeyCreateHint')] };
  if (flow.kyc) return { title: t('passkeyGetCode'), lines: [about, t('passkeyKycHint')] };
  return { title: t('passkeyCreate'), lines: [about, t('passkeyEmailHint')] };
}
