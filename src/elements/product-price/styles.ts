/** Styles of `<store-product-price>`. */
export const productPriceStyles = `
:host { display: block; min-block-size: 1.5em; color: var(--store-price-color, inherit); }
[part~='original'] { color: var(--store-original-color, inherit); }
[part~='sale'] { color: var(--store-sale-color, inherit); text-decoration: none; }
[part~='price'], [part~='original'], [part~='sale'] { margin-inline-end: 0.5em; }
`;
