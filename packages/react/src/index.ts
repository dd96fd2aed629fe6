export { SessionProvider, type SessionProviderProps } from './session/session-provider.js';
export { useSession } from './session/use-session.js';
export type { ConnectLayout, LoginOptions, Session } from './session/session-context.js';
export type { SessionEventListener, SessionEventName, SessionEvents } from './session/session-events.js';
export { ConnectButton } from './connect-button/connect-button.js';
export { ConnectDialog, type ConnectDialogProps } from './connect-dialog/connect-dialog.js';
export { registerMethod } from './methods/method-registry.js';
export { emailMethod } from './methods/email/email-method.js';
export type { ConnectMethod, ConnectMethodProps, MethodContext } from './methods/connect-method.js';
