const sheets = new Map<string, CSSStyleSheet>();

/** Adds `css` (one shared constructable stylesheet per text) to the shadow root holding `node`, for code loaded after its element. */
export function adoptStyles(node: Node, css: string): void {
  const root = node.getRootNode();
  if (!(root instanceof ShadowRoot)) return;
  let sheet = sheets.get(css);
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    sheets.set(css, sheet);
  }
  if (!root.adoptedStyleSheets.includes(sheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
}
