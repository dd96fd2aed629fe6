/** A Foyer frame's refusal of a host's request: its catalogue message and HTTP-like code ('no user', 400). */
export class BridgeError extends Error {
  readonly code: number;

  constructor(message: string, code: number) {
    super(message);
    this.name = 'BridgeError';
    this.code = code;
  }
}
