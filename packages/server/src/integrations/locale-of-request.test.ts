import { STORAGE_KEYS } from '@foyer/core';
import { describe, expect, it } from 'vitest';
import { localeOfRequest } from './locale-of-request.js';

const request = (headers: Record<string, string>) => ({ headers: new Headers(headers) });

describe('localeOfRequest', () => {
  it("takes the language the visitor picked in Foyer's menu over what the browser asks for", () => {
    expect(localeOfRequest(request({ cookie: `a=1; ${STORAGE_KEYS.language}=en`, 'accept-language': 'zh-CN,zh;q=0.9' }))).toBe('en');
  });

  it('else the first language the browser asks for, and English for one Foyer has no words for', () => {
    expect(localeOfRequest(request({ 'accept-language': 'zh-CN,zh;q=0.9,en;q=0.8' }))).toBe('zh');
    expect(localeOfRequest(request({ 'accept-language': 'fr-FR,fr;q=0.9' }))).toBe('en');
    expect(localeOfRequest(request({}))).toBe('en');
  });

  it('falls back to English on a malformed cookie or header, never throwing', () => {
    expect(localeOfRequest(request({ cookie: `${STORAGE_KEYS.language}=%E0%A4%A`, 'accept-language': ';;,' }))).toBe('en');
    expect(localeOfRequest(request({ cookie: `${STORAGE_KEYS.language}=${'z'.repeat(10_000)}` }))).toBe('en');
  });
});
