import type { Meta, StoryObj } from '@storybook/web-components-vite';

const meta: Meta = { title: 'Elements/store-reviews' };
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

function reviewsPage(productId: string, lang = 'en-US'): HTMLElement {
  const page = document.createElement('div');
  page.lang = lang;
  page.innerHTML = `<store-reviews product-id="${productId}" merchant-id="demo-shop"><script type="application/json">${JSON.stringify({ merchantId: 'demo-shop', reviews: REVIEWS })}</script></store-reviews>`;
  return page;
}

/** Three reviews: stars, text, an image, author, date and product name. */
export const Listed: Story = { render: () => reviewsPage('walnut-board') };

/** The same reviews on a French page: dates in French. */
export const FrenchPage: Story = { render: () => reviewsPage('walnut-board', 'fr-FR') };

/** A product without reviews: nothing is listed. */
export const NoReviews: Story = { render: () => reviewsPage('sticker-pack') };
