import { ConnectedAccounts } from '../connected-accounts/connected-accounts.js';
import { PasskeysList } from './passkeys-list.js';
import { SectionFrame } from './section-frame.js';
import { useAccountAction } from './use-account-action.js';
import { useAccountTranslate } from './use-account-translate.js';

/** The ways into the account: linked OAuth accounts (bind / unbind) and passkeys. */
export function SignInSection() {
  const t = useAccountTranslate();
  const action = useAccountAction();
  return (
    <SectionFrame title={t('sign-in')} notice={action.notice}>
      <ConnectedAccounts />
      <PasskeysList action={action} />
    </SectionFrame>
  );
}
