/** The demo's DID Space provider port: FOYER_DEMO_SPACE_PORT, else three after Foyer's (Notes has the one after, a member demo the second). */
export function spacePort(env: Record<string, string | undefined>, foyerPort: number): number {
  const configured = env.FOYER_DEMO_SPACE_PORT;
  // With Foyer on a free port (0), the provider takes one too.
  if (configured === undefined || configured === '') return foyerPort === 0 ? 0 : foyerPort + 3;
  const port = Number(configured);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) throw new Error(`FOYER_DEMO_SPACE_PORT must be a port number from 0 to 65535, not ${configured}`);
  return port;
}
