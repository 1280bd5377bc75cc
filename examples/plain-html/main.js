// @ts-check
/** @typedef {import('storefront-elements').StoreElementAttributes} StoreElementAttributes */

/**
 * Creates a `store-*` element with its attributes, each typed with the values its parser accepts.
 * @template {keyof StoreElementAttributes} Tag
 * @param {Tag} tag
 * @param {StoreElementAttributes[Tag]} attributes
 * @returns {HTMLElementTagNameMap[Tag]}
 */
export function createStoreElement(tag, attributes) {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, String(value));
  return element;
}

document.querySelector('store-product')?.append(createStoreElement('store-add-to-cart', { mode: 'add' }));

const count = document.querySelector('[role=status] output');
let added = 0;
document.addEventListener('store-cart-add', (event) => {
  added += event.detail.quantity;
  if (count) count.textContent = String(added);
});
