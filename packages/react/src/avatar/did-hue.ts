/** A stable hue per DID, so a person keeps the same colour everywhere. */
export function didHue(did: string): number {
  let hash = 0;
  for (const char of did) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return hash % 360;
}
