import { useId, useRef, type RefObject } from 'react';
import { Modal } from '../modal/Modal';
import { useTranslator } from '../i18n/translator';

/** Props of AlertDialog. */
export interface AlertDialogProps {
  readonly title: string;
  readonly message: string;
  readonly onClose: () => void;
  readonly returnFocusTo: RefObject<HTMLElement | null>;
}

/** A modal alert dialog (role=alertdialog) labelled by its title; OK, Escape or a click outside closes it and focus returns to the opener. */
export function AlertDialog({ title, message, onClose, returnFocusTo }: AlertDialogProps) {
  const { t } = useTranslator();
  const titleId = useId();
  const messageId = useId();
  const close = useRef<HTMLButtonElement>(null);
  return (
    <Modal part="dialog" role="alertdialog" labelledBy={titleId} describedBy={messageId} onDismiss={onClose} initialFocus={close} returnFocusTo={returnFocusTo}>
      <h2 part="dialog-title" id={titleId}>
        {title}
      </h2>
      <p part="dialog-message" id={messageId}>
        {message}
      </p>
      <div part="actions">
        <button part="dialog-close" type="button" ref={close} onClick={onClose}>
          {t('addToCart.dialog.close')}
        </button>
      </div>
    </Modal>
  );
}
