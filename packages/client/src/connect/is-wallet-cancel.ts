import { formatMessage, LOCALES } from '@foyer/core';

const DECLINED = new Set(LOCALES.map((locale) => formatMessage('authDeclined', {}, locale)));

/** The wallet declined: status `error` with the authDeclined text (any locale) or a 'canceled' hint. */
export function isWalletCancel(answer: { status: string; error?: string }): boolean {
  if (answer.status !== 'error') return false;
  const error = (answer.error ?? '').trim();
  return DECLINED.has(error) || error === 'authDeclined' || /\bcancel(l?ed)?\b/i.test(error);
}
