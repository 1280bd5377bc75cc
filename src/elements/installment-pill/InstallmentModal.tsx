import { useId, useLayoutEffect, useRef, type RefObject } from 'react';
import { adoptStyles } from '../styles/adoptStyles';
import { Modal } from '../modal/Modal';
import { useTranslator } from '../i18n/translator';
import { installmentModalStyles } from './installmentModalStyles';

/** Props of InstallmentModal. */
export interface InstallmentModalProps {
  /** The provider's HTML, not yet sanitised. */
  readonly html: string;
  /** Puts sanitised HTML into an element (the lazily loaded setSanitizedHtml). */
  readonly setHtml: (target: Element, html: string) => void;
  /** Closes the modal (the owner unmounts it). */
  readonly onClose: () => void;
  /** The pill, focused again when the modal closes. */
  readonly returnFocusTo: RefObject<HTMLElement | null>;
}

/** The installment info in the shared native-dialog Modal: close button, Escape or an outside click closes it; focus returns to the pill. */
export function InstallmentModal({ html, setHtml, onClose, returnFocusTo }: InstallmentModalProps) {
  const { t } = useTranslator();
  const labelId = useId();
  const body = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (body.current) adoptStyles(body.current, installmentModalStyles);
  }, []);
  useLayoutEffect(() => {
    if (body.current) setHtml(body.current, html);
  }, [html, setHtml]);
  return (
    <Modal labelledBy={labelId} onDismiss={onClose} returnFocusTo={returnFocusTo}>
      <span id={labelId} className="visually-hidden">
        {t('installments.modalLabel')}
      </span>
      <button part="modal-close" type="button" onClick={onClose}>
        {t('installments.close')}
      </button>
      <div part="modal-body" ref={body} />
    </Modal>
  );
}
