/** The origin of an http(s) URL, or null: another app is reached over http(s) only, never file:, data: or the like. */
export function httpOrigin(url: string): string | null {
  if (!URL.canParse(url)) return null;
  const parsed = new URL(url);
  return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : null;
}
