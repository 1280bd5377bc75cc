/** Styles every element shares: inherit the page's font and colour, honour `hidden`. */
export const baseStyles = `
:host { font: inherit; color: inherit; box-sizing: border-box; }
:host([hidden]), [hidden] { display: none !important; }
*, *::before, *::after { box-sizing: inherit; }
.visually-hidden { position: absolute; inline-size: 1px; block-size: 1px; margin: -1px; padding: 0; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0; }
`;
