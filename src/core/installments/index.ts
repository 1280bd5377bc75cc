export { installmentOffer, installmentPayment, isInstallmentLocaleSupported, installmentLocaleOf, INSTALLMENT_LOCALES } from './installmentOffer';
export type { InstallmentContext, InstallmentOffer, InstallmentOfferInput, InstallmentUnavailableReason } from './installmentOffer';
export { INSTALLMENT_MESSAGE_KEYS } from './installmentMessageKeys';
export { readInstallmentContext, InstallmentContextError } from './readInstallmentContext';
export { productInstallmentView, cartInstallmentView, cartProductTypes } from './installmentPillView';
export type { InstallmentPillView, InstallmentHiddenReason, ProductInstallmentInput } from './installmentPillView';
export { installmentModalUrl, INSTALLMENT_MODAL_PAGES } from './installmentModalUrl';
export { fetchInstallmentModalHtml } from './fetchInstallmentModalHtml';
