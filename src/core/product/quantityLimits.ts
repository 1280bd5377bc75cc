/** Smallest quantity one add to cart accepts. */
export const QUANTITY_MIN = 1;

/** Largest quantity one add to cart accepts. */
export const QUANTITY_MAX = 9999;

/** Default quantity of the quantity input. */
export const QUANTITY_DEFAULT = 1;

/** Size attribute of the quantity input. */
export const QUANTITY_INPUT_SIZE = 4;
