/** The outbound guard would not let the server call this target: not http(s), or a host that is not public. */
export class OutboundRefusedError extends Error {
  override name = 'OutboundRefusedError';

  constructor(
    /** The URL's host as the URL parser wrote it (`[::1]`, `127.0.0.1` for `0x7f.1`, `localhost.`). */
    readonly host: string,
    reason = 'is not a public internet host',
  ) {
    super(`Outbound request refused: ${host} ${reason}`);
  }
}
