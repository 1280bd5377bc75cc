/** Styles of the submit button and the error lines of the account and restock forms. */
export const formButtonStyles = `
[part='button'] {
  font: inherit; cursor: pointer; border: 0; align-self: flex-start;
  background: var(--store-button-background, #222); color: var(--store-button-color, #fff);
  padding: var(--store-button-padding, 0.75em 1.5em);
}
[part='button'][aria-disabled='true'] { cursor: default; opacity: 0.6; }
[part='field-error'], [part='error'] { margin: 0; color: var(--store-error-color, #b00020); }
`;
