import { useId, useRef, type RefObject } from 'react';
import { t } from '../base/translator';
import { useFocusTrap } from '../base/useFocusTrap';

/** Props of AlertDialog. */
export interface AlertDialogProps {
  readonly title: string;
  readonly message: string;
  readonly onClose: () => void;
  readonly returnFocusTo: RefObject<HTMLElement | null>;
}

/** A modal alert dialog (role=alertdialog) labelled by its title; OK or Escape closes it and focus returns to the opener. */
export function AlertDialog({ title, message, onClose, returnFocusTo }: AlertDialogProps) {
  const titleId = useId();
  const messageId = useId();
  const dialog = useRef<HTMLDivElement>(null);
  const close = useRef<HTMLButtonElement>(null);
  useFocusTrap(dialog, true, { onEscape: onClose, returnTo: returnFocusTo, initial: close });
  return (
    <div part="backdrop">
      <div part="dialog" ref={dialog} role="alertdialog" aria-modal="true" aria-labelledby={titleId} aria-describedby={messageId}>
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
      </div>
    </div>
  );
}
