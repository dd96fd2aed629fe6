import { useState } from 'react';

/** The client's logo, or an empty box of the same size when it has none or it fails to load. */
export function ClientLogo({ uri }: { uri: string | null }) {
  const [failed, setFailed] = useState(false);
  if (!uri || failed) return <span className="foyer-oauth-clients__logo" aria-hidden="true" />;
  return <img className="foyer-oauth-clients__logo" src={uri} alt="" onError={() => setFailed(true)} />;
}
