import type { SwitchRequest } from './switch-request.js';

export interface AutoSwitchProps {
  request: SwitchRequest;
  /** The request is handled: switched, handed to the connect dialog, turned down or failed. */
  onDone(): void;
}
