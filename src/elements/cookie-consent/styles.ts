/** Styles of `<store-cookie-consent>`. */
export const cookieConsentStyles = `
:host { display: contents; }
[part='banner'] {
  position: fixed; inset-block: auto 0; inset-inline: 0; z-index: 2147483000; box-sizing: border-box;
  display: flex; flex-wrap: wrap; gap: 0.75em 1.5em; align-items: center; justify-content: space-between;
  background: var(--store-consent-background, Canvas); color: var(--store-consent-color, CanvasText);
  padding: var(--store-consent-padding, 1em); border-block-start: 1px solid currentColor;
}
[part='message'] { margin: 0; flex: 1 1 20em; }
[part='actions'] { display: flex; gap: 0.75em; }
[part='accept'], [part='decline'] { font: inherit; cursor: pointer; padding-block: 0.6em; padding-inline: 1.4em; border: 1px solid currentColor; }
[part='accept'] { background: var(--store-button-background, #222); color: var(--store-button-color, #fff); border-color: var(--store-button-background, #222); }
[part='decline'] { background: transparent; color: inherit; }
`;
