/** The three looks of the theming story; a site page with the class gets the look, through --store-* properties and ::part only. */
export const STORY_THEMES = [
  { name: 'Default', className: 'theme-default' },
  { name: 'Dark', className: 'theme-dark' },
  { name: 'Brand', className: 'theme-brand' },
] as const;

/** The site stylesheet of the theming story: page layout and backgrounds, and the elements' looks. */
const THEME_CSS = `
.theme-panels { display: grid; grid-template-columns: repeat(auto-fit, minmax(16em, 1fr)); gap: 1em; }
.theme-panels > section { padding: 1em; }
.theme-panels h2 { margin: 0 0 0.75em; font-size: 1.125em; }
.theme-panels store-product { display: grid; gap: 0.75em; justify-items: start; }

.theme-dark {
  background: #16181d;
  color: #f1f3f5;
  --store-button-background: #f1f3f5;
  --store-button-color: #16181d;
  --store-badge-background: #f1f3f5;
  --store-badge-color: #16181d;
  --store-sale-color: #ffb4a9;
  --store-original-color: #b0b4ba;
  --store-sold-out-color: #ffb4a9;
  --store-scarcity-color: #ffd8a8;
  --store-select-border: 1px solid #9aa0a6;
  --store-input-border: 1px solid #9aa0a6;
  --store-dialog-background: #23262d;
  --store-dialog-color: #f1f3f5;
  --store-field-background: #23262d;
  --store-field-border: #9aa0a6;
  --store-error-color: #ffb4a9;
}
.theme-dark store-variant-select::part(select),
.theme-dark store-quantity-input::part(input) { background: #23262d; }

.theme-brand {
  background: #fff7ed;
  color: #1c1917;
  --store-button-background: #9a3412;
  --store-button-color: #ffffff;
  --store-button-radius: 999px;
  --store-badge-background: #9a3412;
  --store-badge-color: #ffffff;
  --store-badge-radius: 4px;
  --store-sale-color: #9a3412;
  --store-select-border: 2px solid #9a3412;
  --store-select-padding: 0.375em 0.75em;
  --store-input-border: 2px solid #9a3412;
  --store-input-radius: 8px;
  --store-gap: 0.75em;
  --store-dialog-radius: 12px;
  --store-focus-ring-color: #7c2d12;
}
.theme-brand store-add-to-cart::part(button) { font-weight: 700; letter-spacing: 0.04em; text-transform: uppercase; }
.theme-brand store-product-price::part(price),
.theme-brand store-product-price::part(sale) { font-size: 1.25em; font-weight: 700; }
.theme-brand store-variant-select::part(label),
.theme-brand store-quantity-input::part(label) { font-weight: 600; }
.theme-brand store-variant-select::part(select) { border-radius: 8px; }
`;

let sheet: CSSStyleSheet | undefined;

/** Adopts the theming story's stylesheet into the document once (a constructable stylesheet: no inline style under the page's CSP). */
export function adoptStoryThemes(): void {
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(THEME_CSS);
  }
  if (!document.adoptedStyleSheets.includes(sheet)) document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
}
