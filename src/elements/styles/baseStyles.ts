/** Default colour of the focus ring's outer band. */
const FOCUS_RING_COLOR = '#0b1f3a';
/** Default colour of the band between the part and the ring: with the ring's colour, one of the two has 3:1 contrast against any colour. */
const FOCUS_RING_CONTRAST_COLOR = '#ffffff';

/**
 * Styles every element shares: inherit the page's font and colour, honour `hidden`, and a two-tone keyboard focus ring
 * on every focusable part (a band of --store-focus-ring-contrast-color as wide as the offset, then the ring).
 */
export const baseStyles = `
:host { font: inherit; color: inherit; box-sizing: border-box; }
:host([hidden]), [hidden] { display: none !important; }
*, *::before, *::after { box-sizing: inherit; }
:focus-visible {
  outline: var(--store-focus-ring-width, 2px) solid var(--store-focus-ring-color, ${FOCUS_RING_COLOR});
  outline-offset: var(--store-focus-ring-offset, 2px);
  box-shadow: 0 0 0 var(--store-focus-ring-offset, 2px) var(--store-focus-ring-contrast-color, ${FOCUS_RING_CONTRAST_COLOR});
}
.visually-hidden { position: absolute; inline-size: 1px; block-size: 1px; margin: -1px; padding: 0; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0; }
`;
