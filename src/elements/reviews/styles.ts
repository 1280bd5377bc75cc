import { starStyles } from '../review-stars/Stars';

/** Styles of `<store-reviews>`. */
export const reviewsStyles = `
:host { display: block; }
[part='list'] { list-style: none; margin: 0; padding: 0; display: grid; gap: 1.25em; }
[part='review'] { display: grid; gap: 0.4em; }
[part='rating'] { display: flex; block-size: var(--store-star-size, 1.25em); }
[part='text'], [part='meta'], [part='product'] { margin: 0; }
[part='meta'] { display: flex; flex-wrap: wrap; gap: 0 0.75em; font-size: 0.875em; }
[part='product'] { font-size: 0.875em; }
[part='image'] { inline-size: 96px; block-size: 96px; object-fit: cover; border-radius: 4px; }
${starStyles}
`;
