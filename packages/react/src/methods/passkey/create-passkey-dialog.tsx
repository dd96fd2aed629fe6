import * as Dialog from '@radix-ui/react-dialog';
import type { RefObject } from 'react';
import { useSession } from '../../session/use-session.js';
import { DIALOG } from '../../styles/ui-classes.js';
import { rootProps } from '../../util/root-props.js';
import type { ConnectMethodProps } from '../connect-method.js';
import { CreatePasskeyBody } from './create-passkey-body.js';
// The e-mail method's code-box styles, which this dialog shares.
import '../email/email.css';
import './passkey.css';

interface CreatePasskeyDialogProps extends ConnectMethodProps {
  open: boolean;
  onClose(): void;
  /** Where focus goes once the dialog closes, as it was opened from code rather than a Radix trigger. */
  returnFocus: RefObject<HTMLElement | null>;
}

/** SPEC §2.9 'create passkey': a modal over the connect dialog; focus is trapped and Escape or Cancel closes it. */
export function CreatePasskeyDialog({ open, onClose, returnFocus, ...props }: CreatePasskeyDialogProps) {
  const { theme } = useSession();
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="foyer foyer-overlay foyer-passkey-overlay" {...rootProps(theme)} />
        <Dialog.Content
          className={`foyer ${DIALOG.content} foyer-passkey-dialog`}
          aria-modal="true"
          {...rootProps(theme)}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocus.current?.focus();
          }}
        >
          <CreatePasskeyBody {...props} onClose={onClose} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
