import { SERVER_PATHS } from '@foyer/core';
import { useDevOutbox } from './use-dev-outbox.js';

/** In development the sign-in mail lands in the server's outbox instead of an inbox. */
export function DevOutboxLink() {
  if (!useDevOutbox()) return null;
  return (
    <a className="demo-nav__outbox" href={SERVER_PATHS.devOutbox} target="_blank" rel="noreferrer">
      Dev outbox
    </a>
  );
}
