/** Notes' port: FOYER_DEMO_RP_PORT, else the one after Foyer's. */
export function notesPort(env: Record<string, string | undefined>, foyerPort: number): number {
  const configured = env.FOYER_DEMO_RP_PORT;
  if (configured === undefined || configured === '') return foyerPort + 1;
  const port = Number(configured);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) throw new Error(`FOYER_DEMO_RP_PORT must be a port number from 0 to 65535, not ${configured}`);
  return port;
}
