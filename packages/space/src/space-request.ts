import { z } from 'zod';

const text = (max: number) => z.string().trim().max(max);
const httpUrl = z.url({ protocol: /^https?$/ }).max(2000);

/** SPEC §3 storage connect parameters, as the app page puts them in the popup's query. */
export const spaceRequestSchema = z.object({
  provider: z.literal('wallet'),
  appPid: text(200).min(1),
  appDid: z.string().regex(/^did:abt:z[1-9A-HJ-NP-Za-km-z]{20,60}$/, 'a did:abt address'),
  appName: text(200).min(1),
  appDescription: text(1000).default(''),
  appUrl: httpUrl,
  referrer: z.union([httpUrl, z.literal('')]).default(''),
  connectScope: z.literal('user'),
});

export type SpaceRequest = z.infer<typeof spaceRequestSchema>;

/** What the wallet is asked to sign: the consent, naming the app. */
export const consentText = (appName: string) => `Allow ${appName} to use your DID Space`;
