import { baseStyles } from './baseStyles';

/** A getter of one constructable stylesheet per CSS text, made from `textOf(css)` on first use and shared. */
function sheetCache(textOf: (css: string) => string): (css: string) => CSSStyleSheet {
  const sheets = new Map<string, CSSStyleSheet>();
  return (css) => {
    let sheet = sheets.get(css);
    if (!sheet) {
      sheet = new CSSStyleSheet();
      sheet.replaceSync(textOf(css));
      sheets.set(css, sheet);
    }
    return sheet;
  };
}

/** One constructable stylesheet per element CSS text (base styles first), created on first use and shared. */
export const styleSheetFor = sheetCache((css) => `${baseStyles}\n${css}`);

/** One constructable stylesheet per CSS text added to a shadow root after its element's own (no base styles). */
export const addedStyleSheetFor = sheetCache((css) => css);
