// A development gallery's building blocks (the demo's /gallery): the views of @foyer/react held in fixed states. Not for apps.
export { StandInSession, type StandInSessionProps } from './stand-in-session.js';
export { StatusScreen } from '../connect-dialog/status-screen.js';
export { EmailStepView } from '../methods/email/email-step-view.js';
export type { EmailFlow } from '../methods/email/use-email-flow.js';
export { passkeyMethods } from '../methods/passkey/passkey-methods.js';
export { oauthMethods } from '../methods/oauth/oauth-methods.js';
export { federatedMethods } from '../methods/federated/federated-methods.js';
export { nftMethod } from '../methods/nft/nft-method.js';
export { SwitchPassportDialog } from '../switch-passport/switch-passport-dialog.js';
export { SpacesGuide } from '../spaces-guide/spaces-guide.js';
export { QuickLogin } from '../quick-login/quick-login.js';
export { AutoSwitch } from '../auto-switch/auto-switch.js';
export { Toaster } from '../toasts/toaster.js';
export type { Toast } from '../toasts/use-toast-queue.js';
export { createTranslate } from '../i18n/translate.js';
