import type { LabelKey } from '../i18n/en.js';
import type { Translate } from '../i18n/translate.js';

/** What the connect dialog says for one action: the header (with and without the app's name), its line, the failure title. */
interface ActionWording {
  title: LabelKey;
  untitledApp: LabelKey;
  description: LabelKey;
  failed: LabelKey;
}

const WORDINGS: Partial<Record<string, ActionWording>> = {
  login: { title: 'connectTitle', untitledApp: 'connectTitleFallback', description: 'connectDescription', failed: 'failedTitle' },
  invite: { title: 'inviteTitle', untitledApp: 'inviteTitleFallback', description: 'inviteDescription', failed: 'inviteFailed' },
  'connect-to-did-space': { title: 'didSpaceTitle', untitledApp: 'didSpaceTitleFallback', description: 'didSpaceDescription', failed: 'didSpaceFailed' },
  'connect-to-did-domain': { title: 'didDomainTitle', untitledApp: 'didDomainTitleFallback', description: 'didDomainDescription', failed: 'didDomainFailed' },
  'bind-wallet': { title: 'bindWalletTitle', untitledApp: 'bindWalletTitle', description: 'bindWalletDescription', failed: 'bindWalletFailed' },
  'switch-profile': { title: 'switchProfileTitle', untitledApp: 'switchProfileTitle', description: 'switchProfileDescription', failed: 'switchProfileFailed' },
  'switch-did': { title: 'switchDidTitle', untitledApp: 'switchDidTitle', description: 'switchDidDescription', failed: 'switchDidFailed' },
  'switch-passport': { title: 'switchPassportTitle', untitledApp: 'switchPassportTitle', description: 'switchPassportDescription', failed: 'passportSwitchFailed' },
};

// A host app's own action (createFoyer connectActions) gets neutral words.
const OTHER: ActionWording = { title: 'otherActionTitle', untitledApp: 'otherActionTitleFallback', description: 'otherActionDescription', failed: 'otherActionFailed' };

const wordingOf = (action: string): ActionWording => WORDINGS[action] ?? OTHER;

/** The connect dialog's header and line for `action`; `appName` once the app info has loaded. */
export function actionHeader(action: string, t: Translate, appName: string | undefined): { title: string; description: string } {
  const wording = wordingOf(action);
  return { title: appName ? t(wording.title, { app: appName }) : t(wording.untitledApp), description: t(wording.description) };
}

/** The title of a method's failure screen for `action`: a failed bind is no failed sign-in. */
export const failedTitle = (action: string, t: Translate): string => t(wordingOf(action).failed);
