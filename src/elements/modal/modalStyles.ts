/** Styles of the shared Modal (`<dialog part="modal">` and its backdrop); elements that open a modal add them to their own. */
export const modalStyles = `
dialog {
  background: var(--store-dialog-background, Canvas); color: var(--store-dialog-color, CanvasText);
  border: var(--store-dialog-border, 0); border-radius: var(--store-dialog-radius, 0);
  padding: var(--store-dialog-padding, 1.5em); max-inline-size: min(32em, 90vw); max-block-size: 90vh; overflow: auto;
  font: inherit;
}
dialog::backdrop { background: var(--store-backdrop, rgb(0 0 0 / 0.5)); }
`;
