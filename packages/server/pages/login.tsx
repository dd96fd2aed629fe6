import { ConnectDialog, SessionProvider, useSession } from '@foyer/react';
import { StrictMode, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { leaveFor } from './leave-for.js';
import { LOGIN_PAGE_DATA_ID, type LoginPageData } from '../src/features/login-page/login-page-data.js';
import { readPageData } from './read-page-data.js';
import './login.css';

const data = readPageData<LoginPageData>(LOGIN_PAGE_DATA_ID);
// get-nonce, which react-remove-scroll asks for the nonce of the style it injects, reads this global.
(globalThis as { __webpack_nonce__?: string }).__webpack_nonce__ = data.styleNonce;

function LoginPage() {
  const { user, loading, theme } = useSession();
  const [signedInHere, setSignedInHere] = useState(false);
  const alreadySignedIn = !data.fresh && user !== null && !loading && (!data.forceConnected || user.did === data.forceConnected);
  const done = signedInHere || alreadySignedIn;

  useEffect(() => {
    document.documentElement.dataset.theme = theme;
  }, [theme]);

  useEffect(() => {
    if (done) void leaveFor(data.redirect);
  }, [done]);

  return <ConnectDialog layout="page" sourceAppPid={data.sourceAppPid ?? undefined} onSuccess={() => setSignedInHere(true)} />;
}

const root = document.getElementById('root');
if (!root) throw new Error('The login page has no #root element');
createRoot(root).render(
  <StrictMode>
    <SessionProvider>
      <LoginPage />
    </SessionProvider>
  </StrictMode>,
);
