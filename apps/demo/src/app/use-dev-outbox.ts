import { SERVER_PATHS } from '@foyer/core';
import { useEffect, useState } from 'react';

/** True when the server keeps mail in its dev outbox (development mode without SMTP). */
export function useDevOutbox(): boolean {
  const [available, setAvailable] = useState(false);
  useEffect(() => {
    const controller = new AbortController();
    fetch(`${SERVER_PATHS.devOutbox}?format=json`, { signal: controller.signal }).then(
      (response) => setAvailable(response.ok),
      () => setAvailable(false),
    );
    return () => controller.abort();
  }, []);
  return available;
}
