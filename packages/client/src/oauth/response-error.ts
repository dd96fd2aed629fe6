import { CATALOGUE, FoyerError, type MessageCode } from '@foyer/core';

const isMessageCode = (code: string): code is MessageCode => Object.hasOwn(CATALOGUE, code);

/** The catalogue error an error response names; an unknown code falls back to 'Login with third party failed'. */
export function responseError(provider: string, errorCode: string): FoyerError {
  return new FoyerError(isMessageCode(errorCode) ? errorCode : 'thirdPartyLoginFailed', { params: { provider } });
}
