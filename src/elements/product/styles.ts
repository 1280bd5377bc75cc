/** Styles of `<store-product>`. */
export const storeProductStyles = `
:host { display: block; }
[part='status'] { color: var(--store-error-color, #b00020); }
`;
