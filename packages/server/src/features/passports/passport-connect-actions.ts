import type { ConnectAction } from '../connect/connect-action.js';
import { issuePassportAction, type PassportActionDeps } from './issue-passport-action.js';
import { lostPassportAction } from './lost-passport-action.js';

/** The wallet actions that hand out passports as credentials (issue 15); Foyer's own, as login is. */
export function passportConnectActions(deps: PassportActionDeps): Record<'issue-passport' | 'lost-passport', ConnectAction> {
  return { 'issue-passport': issuePassportAction(deps), 'lost-passport': lostPassportAction(deps) };
}
