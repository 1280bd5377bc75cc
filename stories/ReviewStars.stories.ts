import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { elementStory } from './support/argsRender';
import { elementArgs } from './support/elementArgs';
import { tee } from './support/products';
import { productPage } from './support/storyPage';

const meta: Meta = {
  title: 'Elements/store-review-stars',
  component: 'store-review-stars',
  tags: ['autodocs'],
  ...elementArgs('store-review-stars', { 'merchant-id': 'demo-shop' }),
};
export default meta;

type Story = StoryObj;

const review = (productId: string, starRating: number, userName = 'Ana P.') => ({
  userName,
  reviewDate: '2026-10-21',
  starRating,
  reviewText: 'Soft and sturdy.',
  productName: 'Classic Tee',
  productId,
});

/** Review stars inside the Classic Tee's `<store-product>`, with review data of merchant 'demo-shop'. */
function starsPage(reviews: ReturnType<typeof review>[]): HTMLElement {
  const data = JSON.stringify({ merchantId: 'demo-shop', reviews });
  return productPage({ product: tee(), elements: `<store-review-stars><script type="application/json">${data}</script></store-review-stars>` });
}

/** One review of 0 stars: 'Rated 0.0 out of 5 stars, 1 review'. */
export const ZeroStars: Story = elementStory('store-review-stars', () => starsPage([review('classic-tee', 0)]));

/** One review of 1 star. */
export const OneStar: Story = elementStory('store-review-stars', () => starsPage([review('classic-tee', 1)]));

/** 4 and 3 stars: 3.5, drawn with a half star. */
export const ThreeAndAHalfStars: Story = elementStory('store-review-stars', () => starsPage([review('classic-tee', 4), review('classic-tee', 3, 'Tom K.')]));

/** 12 reviews of 5 stars. */
export const FiveStars: Story = elementStory('store-review-stars', () => starsPage(Array.from({ length: 12 }, () => review('classic-tee', 5))));

/** No reviews: nothing shows (the row's height is kept). */
export const NoReviews: Story = elementStory('store-review-stars', () => starsPage([]));

/** Reviews of another product only: nothing shows for this one. */
export const MismatchedProduct: Story = elementStory('store-review-stars', () => starsPage([review('walnut-board', 5), review('walnut-board', 4)]));
