import { starStyles } from './Stars';

/** Styles of `<store-review-stars>`. */
export const reviewStarsStyles = `
:host { display: block; min-block-size: var(--store-star-size, 1.25em); line-height: var(--store-star-size, 1.25em); }
[part='rating'] { display: inline-flex; align-items: center; gap: 0.4em; block-size: var(--store-star-size, 1.25em); }
[part='count'] { font-size: 0.875em; }
${starStyles}
`;
