import { CONNECT, type LoginResult, type SessionUser } from '@foyer/core';
import { useEffect, useState } from 'react';
import { useInternals, useSession } from '../session/use-session.js';
import { useTranslate } from '../session/use-translate.js';
import { actionHeader } from './action-wording.js';
import { ConnectBody } from './connect-body.js';
import type { ConnectDialogProps } from './connect-dialog-props.js';
import { ConnectFooter } from './connect-footer.js';
import { DialogFrame } from './dialog-frame.js';
import { PageFrame } from './page-frame.js';
import { useLayout } from './use-layout.js';
import './connect-dialog.css';

export default function ConnectDialogView({ layout: requestedLayout, action = 'login', sourceAppPid, forceConnected, extraParams, methods, onClose, onSuccess }: ConnectDialogProps) {
  const session = useSession();
  const internals = useInternals();
  const layout = useLayout(requestedLayout);
  const t = useTranslate();
  const [signedIn, setSignedIn] = useState<SessionUser | null>(null);
  const [doneTitle, setDoneTitle] = useState('');
  const finished = signedIn !== null || doneTitle !== '';

  useEffect(() => {
    if (!finished || layout === 'page' || !onClose) return;
    const timer = setTimeout(onClose, CONNECT.successCloseDelayMs);
    return () => clearTimeout(timer);
  }, [finished, layout, onClose]);

  if (!internals) return null;
  const { completeLogin } = internals;

  async function complete(result?: LoginResult): Promise<boolean> {
    const user = await completeLogin(result);
    if (user) {
      setSignedIn(user);
      onSuccess?.(user);
    }
    return user !== null;
  }

  const { title, description } = actionHeader(action, t, session.appInfo?.appName);
  const { passkeyBehavior, inviter } = internals;
  const content = (
    <>
      <ConnectBody
        context={{ action, locale: session.locale, appInfo: session.appInfo, user: session.user, sourceAppPid, layout, passkeyBehavior, inviter, forceConnected, extraParams }}
        methods={methods}
        signedIn={signedIn !== null}
        doneTitle={doneTitle}
        complete={complete}
        done={(title) => {
          setDoneTitle(title);
          if (session.user) onSuccess?.(session.user);
        }}
      />
      <ConnectFooter appInfo={session.appInfo} t={t} />
    </>
  );

  return layout === 'page' ? (
    <PageFrame title={title} description={description} appInfo={session.appInfo} theme={session.theme}>
      {content}
    </PageFrame>
  ) : (
    <DialogFrame layout={layout} title={title} description={description} theme={session.theme} t={t} onClose={onClose}>
      {content}
    </DialogFrame>
  );
}
