/** Expires rather than Max-Age=0: the epoch date deletes in every cookie jar, test DOMs included. */
export function removeCookie(name: string): void {
  document.cookie = `${name}=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT`;
}
