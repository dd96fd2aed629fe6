import * as Dialog from '@radix-ui/react-dialog';
import { Spinner } from '../../connect-dialog/spinner.js';
import { FORM } from '../../styles/ui-classes.js';
import type { ConnectMethodProps } from '../connect-method.js';
import { PasskeyCodeForm } from './passkey-code-form.js';
import { passkeyDialogText } from './passkey-dialog-text.js';
import { PasskeyEmailForm } from './passkey-email-form.js';
import { useCreatePasskeyFlow } from './use-create-passkey-flow.js';

/** The dialog's content; it unmounts on close, so reopening starts afresh. */
export function CreatePasskeyBody({ onClose, ...props }: ConnectMethodProps & { onClose(): void }) {
  const { t, context } = props;
  const flow = useCreatePasskeyFlow(props, onClose);
  const { title, lines } = passkeyDialogText(flow, context.user, t);
  const cancel = (
    <Dialog.Close className="foyer-button foyer-button--secondary">
      {t('cancel')}
    </Dialog.Close>
  );

  return (
    <>
      <Dialog.Title className="foyer-connect__title">{title}</Dialog.Title>
      <Dialog.Description asChild>
        <div className="foyer-passkey__description">
          <p>{lines[0]}</p>
          <p>{lines[1]}</p>
        </div>
      </Dialog.Description>
      {flow.error && (
        <p className={FORM.alert} role="alert">
          {flow.error}
        </p>
      )}
      {flow.busy === 'creating' ? (
        <div className={FORM.form}>
          <div className="foyer-passkey__progress" role="status">
            <Spinner label={title} />
          </div>
          {cancel}
        </div>
      ) : flow.step === 'email' ? (
        <PasskeyEmailForm flow={flow} t={t} cancel={cancel} />
      ) : flow.step === 'code' ? (
        <PasskeyCodeForm flow={flow} t={t} cancel={cancel} />
      ) : (
        <div className="foyer-actions foyer-actions--stacked">
          <button type="button" className="foyer-button" onClick={() => void flow.create()}>
            {t('passkeyCreateButton')}
          </button>
          {cancel}
        </div>
      )}
    </>
  );
}
