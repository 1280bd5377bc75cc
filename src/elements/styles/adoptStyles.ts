import { addedStyleSheetFor } from './styleSheetFor';

/** Adds `css` (one shared constructable stylesheet per text) to the shadow root holding `node`, for code loaded after its element. */
export function adoptStyles(node: Node, css: string): void {
  const root = node.getRootNode();
  if (!(root instanceof ShadowRoot)) return;
  const sheet = addedStyleSheetFor(css);
  if (!root.adoptedStyleSheets.includes(sheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
}
