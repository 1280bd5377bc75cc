export {
  AddToCartMachine,
  ADD_TO_CART_ERROR_RESET_MS,
  BUTTON_ADDED_DELAY_MS,
  BUTTON_ADDED_HOLD_MS,
} from './AddToCartMachine';
export type { AddToCartState, AddToCartScheduler, AddToCartMachineOptions, AddToCartRun } from './AddToCartMachine';
export { ADD_TO_CART_MODES, addItemPurposeOf, defaultAddToCartMode } from './AddToCartMode';
export type { AddToCartMode } from './AddToCartMode';
export { AddToCartFailure } from './AddToCartFailure';
export { AddToCartController } from './AddToCartController';
export type { AddToCartIntent, AddToCartServices, AddToCartDestinations, AddToCartSelection, AddToCartRequest, AddToCartOutcome, PendingAdd, PendingAddOutcome, AnnounceAdd } from './AddToCartController';
export { addToCartLabel } from './addToCartLabel';
export { createAddToCartServices } from './createAddToCartServices';
export { addToCartDestinations, subscriptionPageUrl, giftCardPageUrl } from './destinations';
export { DEFAULT_CHECKOUT_URL, DEFAULT_SUBSCRIPTION_URL, DEFAULT_GIFT_CARD_URL } from './defaultPageUrls';
export { additionalFieldErrors } from './additionalFields';
export type { AdditionalFieldValues } from './additionalFields';
