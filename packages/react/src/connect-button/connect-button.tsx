import { useSession } from '../session/use-session.js';
import { useTranslate } from '../session/use-translate.js';
import { rootProps } from '../util/root-props.js';
import { AvatarMenu } from './avatar-menu.js';
import './connect-button.css';

/** 'Sign in' when signed out (opens the connect dialog), the avatar menu when signed in. */
export function ConnectButton() {
  const session = useSession();
  const t = useTranslate();
  return (
    <div className="foyer foyer-connect-button" {...rootProps(session.theme)}>
      {session.user ? (
        <AvatarMenu user={session.user} />
      ) : (
        <button
          type="button"
          className="foyer-button"
          disabled={!session.initialized}
          aria-busy={!session.initialized}
          onClick={() => session.login()}
        >
          {t('signIn')}
        </button>
      )}
    </div>
  );
}
