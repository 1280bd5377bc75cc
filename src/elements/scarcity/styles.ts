/** Styles of `<store-scarcity>`. */
export const scarcityStyles = `
:host { display: block; }
:host([data-state='loading']) { min-block-size: 1.5em; }
:host([data-state='hidden']) { display: none; }
[part='message'] { margin: 0; color: var(--store-scarcity-color, inherit); }
`;
