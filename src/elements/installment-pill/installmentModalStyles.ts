import { modalStyles } from '../modal/modalStyles';

/** Styles of the installment modal (the shared modal styles included), adopted when it first opens. */
export const installmentModalStyles = `${modalStyles}
[part='modal-close'] { float: inline-end; font: inherit; margin-block: 0 0.5em; margin-inline: 0.5em 0; }
`;
