import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { elementStory } from './support/argsRender';
import { elementArgs } from './support/elementArgs';

const meta: Meta = {
  title: 'Elements/store-reviews',
  component: 'store-reviews',
  tags: ['autodocs'],
  ...elementArgs('store-reviews', { 'product-id': 'walnut-board', 'merchant-id': 'demo-shop' }),
};
export default meta;

type Story = StoryObj;

const REVIEWS = [
  { userName: 'Maya R.', reviewDate: '2026-09-14', starRating: 5, reviewText: 'Beautiful grain and very sturdy.', productName: 'Walnut Cutting Board', productId: 'walnut-board' },
  { userName: 'Tom K.', reviewDate: '2026-10-02', starRating: 3.5, reviewText: 'Great board, a little heavier than expected.', productName: 'Walnut Cutting Board', productId: 'walnut-board' },
  {
    userName: 'Ana P.',
    reviewDate: '2026-10-21',
    starRating: 5,
    reviewText: 'Bought a second one as a gift.',
    productName: 'Walnut Cutting Board',
    productId: 'walnut-board',
    imageUrl: "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 96 96'%3E%3Crect width='96' height='96' fill='%238a5a2b'/%3E%3C/svg%3E",
  },
];

/** A `<store-reviews>` holding the review data of merchant 'demo-shop'. */
function reviewsPage(): HTMLElement {
  const page = document.createElement('div');
  page.innerHTML = `<store-reviews><script type="application/json">${JSON.stringify({ merchantId: 'demo-shop', reviews: REVIEWS })}</script></store-reviews>`;
  return page;
}

/** Three reviews: stars, text, an image, author, date and product name. */
export const Listed: Story = elementStory('store-reviews', reviewsPage);

/** The same reviews on a French page: dates in French. */
export const FrenchPage: Story = { ...elementStory('store-reviews', reviewsPage), globals: { locale: 'fr-FR' } };

/** A product without reviews: nothing is listed. */
export const NoReviews: Story = elementStory('store-reviews', reviewsPage, { 'product-id': 'sticker-pack' });
