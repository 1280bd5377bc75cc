export {
  AddToCartMachine,
  ADD_TO_CART_ADDED_DELAY_MS,
  ADD_TO_CART_ADDED_HOLD_MS,
  ADD_TO_CART_ERROR_RESET_MS,
} from './AddToCartMachine';
export type { AddToCartState, AddToCartScheduler, AddToCartMachineOptions, AddToCartRun } from './AddToCartMachine';
