export { readInstallmentContext, InstallmentContextError } from './readInstallmentContext';
export { productInstallmentView, cartInstallmentView, cartProductTypes } from './installmentPillView';
export type { InstallmentPillView, InstallmentHiddenReason, ProductInstallmentInput } from './installmentPillView';
export { installmentModalUrl, DEFAULT_INSTALLMENT_MODAL_URL } from './installmentModalUrl';
export { fetchInstallmentModalHtml } from './fetchInstallmentModalHtml';
