import { calculateJwkThumbprint, exportJWK, generateKeyPair, type JWK } from 'jose';
import type { SettingsRepository } from '../store/types.js';

/** The RS256 key that signs ID tokens: what every relying party can verify (OpenID's default algorithm). */
export const RSA_KEY_SETTING = 'oidc_rsa_key';

export async function generateRsaJwk(): Promise<JWK> {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true, modulusLength: 2048 });
  const jwk = await exportJWK(privateKey);
  return { ...jwk, kid: await calculateJwkThumbprint(jwk), alg: 'RS256', use: 'sig' };
}

/** Made on first use and kept in settings; setIfAbsent lets racing instances keep the one that won. */
export async function loadRsaJwk(settings: SettingsRepository): Promise<JWK> {
  const stored = (await settings.get(RSA_KEY_SETTING)) ?? (await settings.setIfAbsent(RSA_KEY_SETTING, JSON.stringify(await generateRsaJwk())));
  return JSON.parse(stored) as JWK;
}
