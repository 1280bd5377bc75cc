export { RESTOCK_MESSAGE_KEYS } from './restockMessageKeys';
export { validateRestockEmail, validateRestockSignUp } from './validateRestockSignUp';
export type { RestockSignUpDraft, RestockValidationError } from './validateRestockSignUp';
export { restockFormTransition, INITIAL_RESTOCK_FORM_STATE } from './restockFormTransition';
export type { RestockFormState, RestockFormEvent } from './restockFormTransition';
export { areRestockNotificationsEnabled, isRestockFormShown, restockSuccessMessage } from './isRestockFormShown';
