/**
 * The modules the single-file script shares with the element files it loads from next to itself (`storefront-<name>.js`).
 * The build replaces this module in the script with one that publishes, under `Symbol.for('storefront-elements@<version>')`,
 * exactly the bindings those files import (scripts/scriptSiblings.mjs); elsewhere it is empty.
 */
export {};
