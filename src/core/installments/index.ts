export { readInstallmentContext, InstallmentContextError } from './readInstallmentContext';
export { productInstallmentView, cartInstallmentView, cartProductTypes } from './installmentPillView';
export type { InstallmentPillView, InstallmentHiddenReason, ProductInstallmentInput } from './installmentPillView';
export { installmentModalUrl, INSTALLMENT_MODAL_PAGES } from './installmentModalUrl';
export { fetchInstallmentModalHtml } from './fetchInstallmentModalHtml';
