/** Styles of `<store-product-badge>`. */
export const productBadgeStyles = `
:host { display: inline-block; }
:host([data-state='none']) { display: none; }
[part='badge'] {
  display: inline-block;
  background: var(--store-badge-background, currentColor);
  padding: var(--store-badge-padding, 0.125em 0.5em);
  border-radius: var(--store-badge-radius, 0);
}
[part='badge'] > span { color: var(--store-badge-color, Canvas); }
`;
