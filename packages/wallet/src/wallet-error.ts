/** Stable codes of every failure the wallet reports; `message` may change, `code` does not. */
export type WalletErrorCode =
  | 'invalid_link'
  | 'invalid_reply'
  | 'invalid_app_signature'
  | 'unsupported_claim'
  | 'mfa_required'
  | 'mfa_code_not_offered'
  | 'refused';

const MESSAGES: Record<WalletErrorCode, string> = {
  invalid_link: 'Not a DID Connect deep link or auth URL',
  invalid_reply: 'The app answered with something that is not a DID Connect message',
  invalid_app_signature: "The app's authInfo is not signed by the app key it names",
  unsupported_claim: 'The app asked for a claim this wallet cannot answer',
  mfa_required: 'The app asks for the two-digit code shown on its page, and none was picked',
  mfa_code_not_offered: 'That code is not one of the codes the app offered',
  refused: 'The app refused the request',
};

/** The one error class of @foyer/wallet; `refused` carries the app's own message and HTTP status. */
export class WalletError extends Error {
  readonly code: WalletErrorCode;
  readonly status: number | undefined;

  constructor(code: WalletErrorCode, options: { message?: string; status?: number; cause?: unknown } = {}) {
    super(options.message ?? MESSAGES[code], { cause: options.cause });
    this.name = 'WalletError';
    this.code = code;
    this.status = options.status;
  }
}

export function isWalletError(value: unknown, code?: WalletErrorCode): value is WalletError {
  return value instanceof WalletError && (code === undefined || value.code === code);
}
