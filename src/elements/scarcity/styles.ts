/** Styles of `<store-scarcity>`. */
export const scarcityStyles = `
:host { display: block; min-block-size: 1.5em; }
[part='message'] { margin: 0; color: var(--store-scarcity-color, inherit); }
`;
