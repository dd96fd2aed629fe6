/** One state of a screen or widget in the gallery: `?state=<id>` shows it alone; `ready` matches once it has drawn. */
interface StateEntry {
  id: string;
  /** What the section is called, for the people reading the gallery. */
  title: string;
  ready: string;
}

/** Every SPEC §2 screen and widget in each of its states, in the order the gallery lists them. */
export const GALLERY_STATES = [
  { id: 'connect-loading', title: 'Connect dialog: loading', ready: '.foyer-connect .foyer-spinner' },
  { id: 'connect-methods', title: 'Connect dialog: every method', ready: '.foyer-method-list' },
  { id: 'connect-qr-waiting', title: 'Wallet: QR code, waiting', ready: '.foyer-wallet__qr' },
  { id: 'connect-qr-scanned', title: 'Wallet: scanned, requesting connection', ready: '.foyer-wallet__mfa' },
  { id: 'connect-qr-next-step', title: 'Wallet: waiting for the next workflow', ready: '.foyer-status--scanned' },
  { id: 'connect-qr-timeout', title: 'Wallet: timed out, a new QR code', ready: '.foyer-wallet__qr[data-did-auth-url*="renewed"]' },
  { id: 'connect-error', title: 'Wallet: QR code refused', ready: '.foyer-status--error' },
  { id: 'connect-email-address', title: 'E-mail: address step', ready: '.foyer-connect input[type="email"]' },
  { id: 'connect-email-invalid', title: 'E-mail: address refused', ready: '.foyer-field__error' },
  { id: 'connect-email-sending', title: 'E-mail: sending the code', ready: '.foyer-status--scanned' },
  { id: 'connect-email-code', title: 'E-mail: code step', ready: '.foyer-code' },
  { id: 'connect-email-magic-link', title: 'E-mail: magic link sent', ready: '.foyer-notice' },
  { id: 'connect-email-error', title: 'E-mail: failed (Back, no Retry)', ready: '.foyer-status--error' },
  { id: 'status-success', title: 'Status: success', ready: '.foyer-status--succeed' },
  { id: 'status-failed', title: 'Status: failed (Back and Retry)', ready: '.foyer-status--error' },
  { id: 'status-busy', title: 'Status: busy', ready: '.foyer-status--busy' },
  { id: 'switch-passport', title: 'Switch passport', ready: '.foyer-switch-passport .foyer-passports' },
  { id: 'storage-access-prompt', title: 'Storage-access prompt', ready: 'iframe[data-drawn]' },
  { id: 'spaces-guide', title: 'DID Spaces guide', ready: '.foyer-spaces-guide__connect' },
  { id: 'avatar-menu-owner', title: 'Avatar menu: owner', ready: '.foyer-menu [role="group"][aria-busy="false"]' },
  { id: 'avatar-menu-admin', title: 'Avatar menu: admin, no wallet, space not connected', ready: '.foyer-menu [role="group"][aria-busy="false"]' },
  { id: 'avatar-menu-member', title: 'Avatar menu: member, invites on', ready: '.foyer-menu [role="group"][aria-busy="false"]' },
  { id: 'avatar-menu-guest', title: 'Avatar menu: guest, no other account', ready: '.foyer-menu [role="group"][aria-busy="false"]' },
  { id: 'avatar-menu-accounts-error', title: 'Avatar menu: saved accounts failed to load', ready: '.foyer-menu__note--error' },
  { id: 'quick-login', title: 'Quick login', ready: '.foyer-quick-login__item' },
  { id: 'switch-account-confirm', title: 'Switch-account confirmation', ready: '.foyer-auto-switch' },
  { id: 'toasts', title: 'Toasts: success, info, warning', ready: '.foyer-toast' },
  { id: 'toasts-error', title: 'Toasts: error', ready: '.foyer-toast--error' },
  { id: 'confirm-dialog', title: 'Confirm dialog', ready: '.foyer-confirm__actions' },
  { id: 'user-card-detailed', title: 'User card: Detailed (NameOnly, Minimal, Basic)', ready: '.foyer-user-card--detailed' },
  { id: 'user-card-avatar-only', title: 'User card: AvatarOnly, hover card open', ready: '.foyer-user-card__panel' },
  { id: 'did-address', title: 'DID address', ready: '.foyer-did' },
  { id: 'did-address-qr', title: 'DID address: QR dialog', ready: '.foyer-did-qr .foyer-qr' },
  { id: 'time-widget', title: 'Time widget: relative, absolute, UTC, combined', ready: '.foyer-time' },
  { id: 'avatar', title: 'Avatar: blocky (Ethereum-style DID) and motif', ready: '.foyer-user-avatar' },
] as const satisfies readonly StateEntry[];

export type GalleryState = (typeof GALLERY_STATES)[number];
export type GalleryStateId = GalleryState['id'];

/** The gallery's query: `state`, `theme` (light or dark) and `locale` (en or zh). */
export const GALLERY_QUERY = { state: 'state', theme: 'theme', locale: 'locale' } as const;

/** Where the demo serves the gallery, in development only. */
export const GALLERY_PATH = '/gallery';
