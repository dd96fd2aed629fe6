import { WalletError } from './wallet-error.js';

function parse(value: string): URL {
  try {
    return new URL(value);
  } catch (cause) {
    throw new WalletError('invalid_link', { cause });
  }
}

/** The auth URL inside a `requestAuth` deep link, or the input itself when it already is one. */
export function authUrlOf(linkOrUrl: string): string {
  const url = parse(linkOrUrl);
  const inner = url.searchParams.get('action') === 'requestAuth' ? url.searchParams.get('url') : null;
  const authUrl = inner === null ? url : parse(inner);
  if (!/^https?:$/.test(authUrl.protocol)) throw new WalletError('invalid_link');
  return authUrl.href;
}
