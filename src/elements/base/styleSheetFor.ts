import { baseStyles } from './baseStyles';

const sheets = new Map<string, CSSStyleSheet>();

/** One constructable stylesheet per CSS text (base styles first), created on first use and shared. */
export function styleSheetFor(css: string): CSSStyleSheet {
  let sheet = sheets.get(css);
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(`${baseStyles}\n${css}`);
    sheets.set(css, sheet);
  }
  return sheet;
}
