import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { elementStory } from './support/argsRender';
import { elementArgs } from './support/elementArgs';
import { installmentModalHtml } from '../dev/installmentModals';
import { configureStorefront } from '../src/elements/page/storefront';
import { createMockStorefront } from './support/mockStorefront';
import { ebook, pen } from './support/products';
import { partOf, productPage } from './support/storyPage';

const meta: Meta = {
  title: 'Elements/store-installment-pill',
  component: 'store-installment-pill',
  tags: ['autodocs'],
  ...elementArgs('store-installment-pill'),
};
export default meta;

type Story = StoryObj;

type PillElement = HTMLElement & { loadModalHtml?: (url: string) => Promise<string> };

const US = { afterPayAvailable: true, afterPayMin: 3500, afterPayMax: 100000, shopperLanguage: 'en', stripeAccountCountry: 'US' };

function pill(context: Record<string, unknown>): string {
  return `<store-installment-pill><script type="application/json">${JSON.stringify(context)}</script></store-installment-pill>`;
}

/** The 45.00 pen priced in `currency`, with a price and the pill for `context`. */
function penPage(context: Record<string, unknown>, currency = 'USD'): HTMLElement {
  const product = JSON.parse(JSON.stringify(pen()).replaceAll('"USD"', JSON.stringify(currency))) as unknown;
  return productPage({ product, elements: `<store-product-price></store-product-price>${pill(context)}` });
}

/** Serves the modal HTML of the locale named in the URL, as the reference server does. */
const serveModal = async (url: string): Promise<string> => installmentModalHtml(new URL(url, 'https://store.test').searchParams.get('locale') ?? '') ?? '';

/** In range (above afterPayMin 35.00, not above afterPayMax 1,000.00): 'or 4 interest-free payments of $11.25 with Afterpay'. */
export const InRange: Story = elementStory('store-installment-pill', () => penPage(US));

/** At or below the minimum: 'Afterpay available for orders over $50.00'. */
export const BelowRange: Story = elementStory('store-installment-pill', () => penPage({ ...US, afterPayMin: 5000 }));

/** Above the maximum: 'Afterpay available for orders up to $40.00'. */
export const AboveRange: Story = elementStory('store-installment-pill', () => penPage({ ...US, afterPayMax: 4000 }));

/** US account, English shopper (en-US). */
export const LocaleUnitedStates: Story = elementStory('store-installment-pill', () => penPage(US));

/** Canadian account, English shopper (en-CA), CAD prices. */
export const LocaleCanadaEnglish: Story = elementStory('store-installment-pill', () => penPage({ ...US, stripeAccountCountry: 'CA' }, 'CAD'));

/** Canadian account, French shopper (fr-CA): amounts in French format; the modal is fetched in fr-CA. */
export const LocaleCanadaFrench: Story = elementStory('store-installment-pill', () => penPage({ ...US, stripeAccountCountry: 'CA', shopperLanguage: 'fr' }, 'CAD'));

/** Australian account, English shopper (en-AU), AUD prices. */
export const LocaleAustralia: Story = elementStory('store-installment-pill', () => penPage({ ...US, stripeAccountCountry: 'AU' }, 'AUD'));

/** New Zealand account, English shopper (en-NZ), NZD prices. */
export const LocaleNewZealand: Story = elementStory('store-installment-pill', () => penPage({ ...US, stripeAccountCountry: 'NZ' }, 'NZD'));

/** Unsupported locale (GB): hidden, its space kept. */
export const UnsupportedLocale: Story = elementStory('store-installment-pill', () => penPage({ ...US, stripeAccountCountry: 'GB' }));

/** The info modal opened from the pill: the provider's HTML, sanitised, in a native dialog. */
export const ModalOpen: Story = elementStory('store-installment-pill', () => {
  const page = penPage(US);
  const element = page.querySelector<PillElement>('store-installment-pill')!;
  element.loadModalHtml = serveModal;
  void partOf(page, 'store-installment-pill', 'pill').then((button) => button.click());
  return page;
});

/** The modal HTML cannot be loaded: a console warning only; the pill stays usable. */
export const ModalLoadFailure: Story = elementStory('store-installment-pill', () => {
  const page = penPage(US);
  const element = page.querySelector<PillElement>('store-installment-pill')!;
  element.loadModalHtml = () => Promise.reject(new Error('GET /api/dev/installments/modal?locale=en-US: answered 503'));
  void partOf(page, 'store-installment-pill', 'pill').then((button) => button.click());
  return page;
});

/** A digital product: hidden (installments are for physical products only), its space kept. */
export const HiddenForDigitalProduct: Story = elementStory('store-installment-pill', () => productPage({ product: ebook(), elements: `<store-product-price></store-product-price>${pill(US)}` }));

/** On the cart page: follows the cart total (2 × 30.00 = 60.00 → 4 × $15.00). */
export const CartTotal: Story = elementStory(
  'store-installment-pill',
  () => {
    configureStorefront(createMockStorefront({ entries: [{ itemId: 'print', quantity: 2, unitCents: 3000, productType: 1 }] }).storefront);
    const page = document.createElement('div');
    page.innerHTML = pill(US);
    return page;
  },
  { source: 'cart' },
);
