import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { elementStory } from './support/argsRender';
import { elementArgs } from './support/elementArgs';
import { choose, clickAddToCart, partOf, productPage, type ProductPageOptions } from './support/storyPage';
import { coffee, giftCard, mug, pen, tee } from './support/products';

const meta: Meta = {
  title: 'Elements/store-add-to-cart',
  component: 'store-add-to-cart',
  tags: ['autodocs'],
  ...elementArgs('store-add-to-cart'),
  parameters: { docs: { description: { component: 'Add to cart, buy now, subscribe and gift card button with its states, alert dialog and additional-fields modal.' } } },
};
export default meta;

type Story = StoryObj;

const engravingForm = {
  id: 'engraving-form',
  name: 'Engraving',
  fields: [
    { id: 'text', type: 'text', title: 'Engraving text', required: true },
    { id: 'font', type: 'select', title: 'Font', options: ['Serif', 'Script'] },
    { id: 'note', type: 'textarea', title: 'Gift note' },
  ],
};

const BUTTON = '<store-add-to-cart></store-add-to-cart>';

/** The coffee subscription with every grind out of stock. */
function soldOutCoffee() {
  const subscription = coffee();
  const variants = ((subscription.structuredContent as Record<string, unknown>).variants as Record<string, unknown>[]).map((variant) => ({ ...variant, qtyInStock: 0 }));
  return { ...subscription, structuredContent: { ...subscription.structuredContent, variants } };
}

/** A story of the page `options` describes; `click` presses the button once it is rendered. */
function buttonStory(options: ProductPageOptions, args = {}, click = false, then?: (page: HTMLElement) => Promise<unknown>): Story {
  return elementStory(
    'store-add-to-cart',
    () => {
      const page = productPage(options);
      if (then) void then(page);
      else if (click) void clickAddToCart(page);
      return page;
    },
    args,
  );
}

/** Idle: 'Add To Cart'. */
export const Idle: Story = buttonStory({ product: pen(), elements: BUTTON });

/** Adding: the request never answers, so the button stays on 'Adding…'. */
export const Adding: Story = buttonStory({ product: pen(), elements: BUTTON, store: { hang: true } }, {}, true);

/** Added: 'Added!' about 1 s after success, held 2 s. */
export const Added: Story = buttonStory({ product: pen(), elements: BUTTON }, {}, true);

/** Error: a server message in the alert dialog titled 'Unable to Add Item'. */
export const ServerError: Story = buttonStory({ product: pen(), elements: BUTTON, store: { failWith: { status: 400, body: { message: 'That item is no longer for sale.' } } } }, {}, true);

/** Rate limited: 'Please try again in a few seconds.' */
export const RateLimited: Story = buttonStory({ product: pen(), elements: BUTTON, store: { failWith: { status: 429, body: {} } } }, {}, true);

/** Validation error: no option chosen → 'Please select the Size and Color options.' */
export const ValidationError: Story = buttonStory({ product: tee(), elements: `<store-variant-select></store-variant-select>${BUTTON}` }, {}, true);

/** Sold out: every variant has no stock → 'Sold Out', aria-disabled yet focusable; a click sends nothing. */
export const SoldOut: Story = buttonStory(
  { product: mug(), elements: `<store-product-badge></store-product-badge><store-variant-select></store-variant-select>${BUTTON}` },
  {},
  false,
  (page) => choose(page, 0, 'Sand').then(() => clickAddToCart(page)),
);

/** Buy now, sold out: the purchase button reads the store's customSoldOutText. */
export const SoldOutBuyNow: Story = buttonStory({ product: mug({ storeSettings: { customSoldOutText: 'Back soon' } }), elements: BUTTON }, { mode: 'buy-now' });

/** Subscribe, sold out: the subscription's only variant has no stock. */
export const SoldOutSubscription: Story = buttonStory({ product: soldOutCoffee(), elements: BUTTON }, { mode: 'subscribe' });

/** Sold-out variant: Classic Tee in L / White → 'Sold Out' beside the variant's marks; other variants stay buyable. */
export const SoldOutVariant: Story = buttonStory(
  { product: tee(), elements: `<store-product-badge></store-product-badge><store-variant-select></store-variant-select>${BUTTON}` },
  {},
  false,
  (page) => choose(page, 0, 'L').then(() => choose(page, 1, 'White')),
);

/** On sale: medium black tee at 20.00 instead of 28.00. */
export const OnSale: Story = buttonStory(
  { product: tee(), elements: `<store-product-badge></store-product-badge><store-product-price></store-product-price><store-variant-select></store-variant-select>${BUTTON}` },
  {},
  false,
  (page) => choose(page, 0, 'M').then(() => choose(page, 1, 'Black')),
);

/** Subscription: 'Subscribe', then the subscription page with the cart token. */
export const Subscription: Story = buttonStory(
  { product: coffee(), elements: `<store-product-price></store-product-price><store-variant-select></store-variant-select>${BUTTON}` },
  { mode: 'subscribe' },
);

/** Buy now: express checkout; failures are titled 'Unable to Purchase Item'. */
export const BuyNowError: Story = buttonStory({ product: pen(), elements: BUTTON, store: { failWith: { status: 500, body: { message: 'Checkout is closed.' } } } }, { mode: 'buy-now' }, true);

/** Gift card without a denomination: 'Select a denomination for the Gift Card.' */
export const GiftCard: Story = buttonStory({ product: giftCard(), elements: `<store-variant-select></store-variant-select>${BUTTON}` }, { mode: 'gift-card' }, true);

/** Custom button text from the product. */
export const CustomText: Story = buttonStory({ product: pen({}, { useCustomAddButtonText: true, customAddButtonText: 'Personalise & Add' }), elements: BUTTON });

/** The site's own label attribute wins over the catalog's text in every locale. */
export const LabelAttribute: Story = buttonStory({ product: pen(), elements: BUTTON }, { label: 'Add to basket' });

/** Additional-fields modal open (stock verified first). */
export const AdditionalFieldsOpen: Story = buttonStory(
  { product: pen({}, { additionalFieldsFormId: 'engraving-form', additionalFieldsForm: engravingForm }), elements: BUTTON, store: { stock: { pen: { qtyInStock: 5 } } } },
  {},
  false,
  (page) => clickAddToCart(page).then(() => partOf(page, 'store-add-to-cart', 'modal')),
);

/** Shows what a site script heard: the add it stopped and how its result settled. */
function cancelEveryAdd(page: HTMLElement): Promise<void> {
  const note = document.createElement('p');
  note.setAttribute('role', 'status');
  page.append(note);
  page.addEventListener('store-cart-add-request', (event) => {
    event.preventDefault();
    const { productId, quantity, result } = event.detail;
    void result.then((outcome) => {
      note.textContent = `Site script stopped the add of ${quantity} × ${productId}; its result settled as '${outcome.kind}'.`;
    });
  });
  return clickAddToCart(page);
}

/** Canceled by the site: a store-cart-add-request listener called preventDefault(), so nothing was sent and the button is idle. */
export const CanceledBySite: Story = {
  ...buttonStory({ product: pen(), elements: BUTTON }, {}, false, cancelEveryAdd),
  parameters: {
    docs: {
      description: {
        story:
          "A site script listens for `store-cart-add-request`, fired before anything is sent with what will be added (`productId`, `mode`, `variant`, `quantity`, `additionalFields`), and calls `preventDefault()` (for its own validation or upsell). The add stops: no request goes out, the button stays idle with no alert, and no `store-cart-add` follows; the next activation is a normal add. `detail.result` resolves with `{ kind: 'canceled' }` here, else with `{ kind: 'succeeded', result, redirectTo }` or `{ kind: 'failed', title, reason, error }` as the alert shows it; it never rejects.",
      },
    },
  },
};
