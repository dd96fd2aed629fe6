import { readCookie, writeCookie } from '@foyer/client';
import { COOKIE_TTL, STORAGE_KEYS } from '@foyer/core';

export const readLanguageCookie = (): string | null => readCookie(STORAGE_KEYS.language);

export const writeLanguageCookie = (locale: string): void => writeCookie(STORAGE_KEYS.language, locale, COOKIE_TTL.visitorIdMs);
