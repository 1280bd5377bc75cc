import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { elementStory } from './support/argsRender';
import { elementArgs } from './support/elementArgs';
import type { MockEntry, MockStorefrontOptions } from './support/mockStorefront';
import { cartPage, changeFirstQuantity } from './support/storyPage';

const meta: Meta = {
  title: 'Elements/store-cart',
  component: 'store-cart',
  tags: ['autodocs'],
  ...elementArgs('store-cart'),
};
export default meta;

type Story = StoryObj;

const tee: MockEntry = { itemId: 'classic-tee', title: 'Classic Tee', quantity: 2, unitCents: 2000, attributes: { Size: 'M', Color: 'Black' }, qtyInStock: 5 };
const mug: MockEntry = { itemId: 'ceramic-mug', title: 'Ceramic Mug', quantity: 1, unitCents: 1800, attributes: { Glaze: 'Slate' } };
const stickers: MockEntry = { itemId: 'sticker-pack', title: 'Sticker Pack', quantity: 12, unitCents: 600 };
const ebook: MockEntry = { itemId: 'field-guide-ebook', title: 'Field Guide eBook', quantity: 1, unitCents: 900 };
const pen: MockEntry = {
  itemId: 'engraved-pen',
  title: 'Engraved Pen',
  quantity: 1,
  unitCents: 3200,
  additionalFields: JSON.stringify({ 'engraving-text': 'For Ada', 'engraving-font': 'Serif', note: '' }),
  additionalFieldsForm: {
    id: 'engraving-form',
    name: 'Engraving',
    fields: [
      { id: 'engraving-text', type: 'text', title: 'Engraving text', required: true },
      { id: 'engraving-font', type: 'select', title: 'Font', options: ['Serif', 'Script', 'Block'] },
      { id: 'note', type: 'textarea', title: 'Gift note' },
    ],
  },
};

const shipped: MockStorefrontOptions['cart'] = { requiresShipping: true, taxCents: 320, shippingCostCents: 500 };

/** No lines: 'Your cart is empty' and a continue-shopping link. */
export const Empty: Story = elementStory('store-cart', () => cartPage({}));

/** One line with its attributes, quantity, remove button and the totals. */
export const OneLine: Story = elementStory('store-cart', () => cartPage({ entries: [tee], cart: shipped }));

/** Several lines, physical and digital: the shipping note. */
export const ManyLines: Story = elementStory('store-cart', () => cartPage({ entries: [tee, mug, stickers, ebook], cart: shipped }));

/** A purely digital cart: the all-digital note. */
export const PurelyDigital: Story = elementStory('store-cart', () => cartPage({ entries: [ebook], cart: { purelyDigital: true, hasDigital: true } }));

/** A line with additional-field answers (an empty one reads N/A) and its Edit answers button. */
export const WithAdditionalFields: Story = elementStory('store-cart', () => cartPage({ entries: [pen, tee], cart: shipped }));

/** The answers form opened over the cart, filled with the line's answers. */
export const EditingAdditionalFields: Story = elementStory('store-cart', () =>
  cartPage({ entries: [pen] }, (host) => {
    host.shadowRoot!.querySelector<HTMLButtonElement>('[part="edit-answers"]')!.click();
  }),
);

/** Valid coupons listed, invalid ones flagged; the discount in the totals. */
export const WithCoupons: Story = elementStory('store-cart', () =>
  cartPage({ entries: [tee, mug], cart: { ...shipped, discountCents: 580, validCoupons: [{ code: 'SPRING10' }], invalidCoupons: [{ code: 'EXPIRED5' }] } }),
);

/** A change in flight: the totals are busy (aria-busy, data-state) and the line is muted; nothing moves. */
export const Recalculating: Story = elementStory('store-cart', () => cartPage({ entries: [tee, mug], cart: shipped, hang: true }, (host) => changeFirstQuantity(host, '3')));

/** The store refused a quantity change (429): the message shows at the line and the server's cart stays. */
export const UpdateFailed: Story = elementStory('store-cart', () =>
  cartPage({ entries: [tee, mug], cart: shipped, failWith: { status: 429, body: { message: 'Too many requests' } } }, (host) => changeFirstQuantity(host, '3')),
);

/** More than the stock: 'Sorry, we do not have enough of that item available.' at the line. */
export const OverStock: Story = elementStory('store-cart', () => cartPage({ entries: [tee], cart: shipped }, (host) => changeFirstQuantity(host, '9')));

/** A quantity that is not a whole number from 1 to 9999 is refused at the line before anything is sent. */
export const InvalidQuantity: Story = elementStory('store-cart', () => cartPage({ entries: [tee], cart: shipped }, (host) => changeFirstQuantity(host, '0')));
