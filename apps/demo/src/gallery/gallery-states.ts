/** One state of a screen or widget in the gallery: `?state=<id>` shows it alone; `ready` (roles and attributes, not styling classes) matches once it has drawn. */
interface StateEntry {
  id: string;
  /** What the section is called, for the people reading the gallery. */
  title: string;
  ready: string;
}

/** Every SPEC §2 screen and widget in each of its states, in the order the gallery lists them. */
export const GALLERY_STATES = [
  { id: 'connect-loading', title: 'Connect dialog: loading', ready: '[role="dialog"] [role="progressbar"]' },
  { id: 'connect-methods', title: 'Connect dialog: every method', ready: '[role="dialog"] li button' },
  { id: 'connect-page', title: 'Connect page: the standalone layout', ready: 'section#connect-page li button' },
  { id: 'connect-qr-waiting', title: 'Wallet: QR code, waiting', ready: '[data-did-auth-url]' },
  { id: 'connect-qr-scanned', title: 'Wallet: scanned, requesting connection', ready: '[data-mfa-code]' },
  { id: 'connect-qr-next-step', title: 'Wallet: waiting for the next workflow', ready: '[role="dialog"] [role="status"]' },
  { id: 'connect-qr-timeout', title: 'Wallet: timed out, a new QR code', ready: '[data-did-auth-url*="renewed"]' },
  { id: 'connect-error', title: 'Wallet: QR code refused', ready: '[role="dialog"] [role="alert"]' },
  { id: 'connect-nft', title: 'NFT: QR code for a wallet holding one of the collections', ready: '[data-nft-collections] ~ * [data-did-auth-url]' },
  { id: 'connect-oauth-waiting', title: 'OAuth: waiting for the provider popup', ready: '[role="dialog"] [role="status"]' },
  { id: 'connect-oauth-failed', title: 'OAuth: popup closed (Retry)', ready: '[role="dialog"] [role="alert"]' },
  { id: 'connect-federated-waiting', title: 'Federated: waiting for the master app popup', ready: '[role="dialog"] [role="status"]' },
  { id: 'connect-email-address', title: 'E-mail: address step', ready: '[role="dialog"] input[type="email"]' },
  { id: 'connect-email-invalid', title: 'E-mail: address refused', ready: '[role="dialog"] input[aria-invalid="true"]' },
  { id: 'connect-email-sending', title: 'E-mail: sending the code', ready: '[role="dialog"] [role="status"]' },
  { id: 'connect-email-code', title: 'E-mail: code step', ready: '[role="dialog"] [role="group"] input' },
  { id: 'connect-email-magic-link', title: 'E-mail: magic link sent', ready: '[role="dialog"] [role="status"]' },
  { id: 'passkey-create', title: 'Create passkey dialog: e-mail step', ready: '[role="dialog"] input[type="email"]' },
  { id: 'passkey-create-code', title: 'Create passkey dialog: code step (e-mail KYC)', ready: '[role="dialog"] [role="group"] input' },
  { id: 'passkey-connect', title: 'Create passkey dialog: connect mode (signed in)', ready: '[role="dialog"] .foyer-actions--stacked button' },
  { id: 'connect-email-error', title: 'E-mail: failed (Back, no Retry)', ready: '[role="dialog"] [role="alert"]' },
  { id: 'status-success', title: 'Status: success', ready: '[role="dialog"] [role="status"]' },
  { id: 'status-failed', title: 'Status: failed (Back and Retry)', ready: '[role="dialog"] [role="alert"]' },
  { id: 'status-busy', title: 'Status: busy', ready: '[role="dialog"] [role="alert"]' },
  { id: 'switch-passport', title: 'Switch passport', ready: '[role="dialog"] [aria-roledescription="carousel"]' },
  { id: 'storage-access-prompt', title: 'Storage-access prompt', ready: 'iframe[data-drawn]' },
  { id: 'spaces-guide', title: 'DID Spaces guide', ready: '[role="dialog"] li' },
  { id: 'avatar-menu-owner', title: 'Avatar menu: owner, other accounts saved', ready: '[role="menu"] [role="group"][aria-busy="false"]' },
  { id: 'avatar-menu-admin', title: 'Avatar menu: admin, no wallet, space not connected', ready: '[role="menu"] [role="group"][aria-busy="false"]' },
  { id: 'avatar-menu-member', title: 'Avatar menu: member, wallet and space connected', ready: '[role="menu"] [role="group"][aria-busy="false"]' },
  { id: 'avatar-menu-guest', title: 'Avatar menu: guest, no other account', ready: '[role="menu"] [role="group"][aria-busy="false"]' },
  { id: 'avatar-menu-accounts-error', title: 'Avatar menu: saved accounts failed to load', ready: '[role="menu"] [role="group"][aria-busy="false"]' },
  { id: 'quick-login', title: 'Quick login', ready: '[role="dialog"] li button' },
  { id: 'switch-account-confirm', title: 'Switch-account confirmation', ready: '[role="alertdialog"] [role="group"]' },
  { id: 'toasts', title: 'Toasts: success, info, warning', ready: 'section[aria-label] [role="status"]' },
  { id: 'toasts-error', title: 'Toasts: error', ready: 'section[aria-label] [role="alert"]' },
  { id: 'confirm-dialog', title: 'Confirm dialog', ready: '[role="alertdialog"] button' },
  { id: 'confirm-dialog-busy', title: 'Confirm dialog: confirming', ready: '[role="alertdialog"] button[aria-busy="true"]' },
  { id: 'confirm-dialog-error', title: 'Confirm dialog: the action failed', ready: '[role="alertdialog"] [role="alert"]' },
  { id: 'user-card-detailed', title: 'User card: Detailed (NameOnly, Minimal, Basic)', ready: 'section#user-card-detailed [data-theme]' },
  { id: 'user-card-avatar-only', title: 'User card: AvatarOnly, hover card open', ready: 'section#user-card-avatar-only [role="group"]' },
  { id: 'did-address', title: 'DID address', ready: 'section#did-address [data-theme] button' },
  { id: 'did-address-qr', title: 'DID address: QR dialog', ready: '[role="dialog"] svg[role="img"]' },
  { id: 'time-widget', title: 'Time widget: relative, absolute, UTC, combined', ready: 'section#time-widget time' },
  { id: 'avatar', title: 'Avatar: blocky (Ethereum-style DID), motif, invalid DID', ready: 'section#avatar svg' },
] as const satisfies readonly StateEntry[];

export type GalleryState = (typeof GALLERY_STATES)[number];
export type GalleryStateId = GalleryState['id'];

/** The gallery's query: `state`, `theme` (light or dark) and `locale` (en or zh). */
export const GALLERY_QUERY = { state: 'state', theme: 'theme', locale: 'locale' } as const;

/** Where the demo serves the gallery, in development only. */
export const GALLERY_PATH = '/gallery';
