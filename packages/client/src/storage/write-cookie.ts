/** Sets a site-wide cookie; Secure whenever the page is served over https. */
export function writeCookie(name: string, value: string, maxAgeMs: number): void {
  const attributes = [`Path=/`, `Max-Age=${Math.floor(maxAgeMs / 1000)}`, 'SameSite=Lax'];
  if (location.protocol === 'https:') attributes.push('Secure');
  document.cookie = `${name}=${encodeURIComponent(value)}; ${attributes.join('; ')}`;
}
