/** Styles of the shared form-field renderer (included by every element that draws form fields). */
export const formFieldStyles = `
[part~='fields'] { display: flex; flex-direction: column; gap: var(--store-form-gap, 1.25em); }
[part~='field'] { display: flex; flex-direction: column; gap: 0.35em; }
[part~='fieldset'] { border: 0; padding: 0; margin: 0; min-inline-size: 0; display: flex; flex-direction: column; gap: 0.35em; }
[part~='field-label'] { font-weight: 600; padding: 0; }
[part~='required-mark'] { font-weight: normal; }
[part~='field-description'] { margin: 0; font-size: 0.9em; }
[part~='field-control'] {
  font: inherit; color: inherit; padding: 0.5em;
  border: 1px solid var(--store-field-border, #767676); border-radius: var(--store-field-radius, 0);
  background: var(--store-field-background, Canvas);
}
textarea[part~='field-control'] { min-block-size: 6em; resize: block; }
[part~='parts'] { display: flex; flex-wrap: wrap; gap: 0.5em; }
[part~='part'] { display: flex; flex-direction: column; gap: 0.2em; flex: 1 1 8em; font-size: 0.9em; }
[part~='choice'] { display: flex; gap: 0.5em; align-items: center; min-block-size: 1.5rem; }
[part~='choice-control'] { inline-size: 1.5rem; block-size: 1.5rem; margin: 0; padding: 0; flex: none; }
[part~='likert-row'] { border: 0; padding: 0; margin: 0; display: flex; flex-wrap: wrap; gap: 0.5em 1em; }
[part~='likert-statement'] { flex-basis: 100%; padding: 0; }
[part~='field-error'] { margin: 0; color: var(--store-error-color, #b00020); font-weight: 600; }
[part~='counter'] { margin: 0; font-size: 0.9em; align-self: flex-end; }
[part~='counter-over'] { color: var(--store-error-color, #b00020); font-weight: 600; }
[part~='section'] { margin-block: 0.5em 0; margin-inline: 0; font-size: 1.15em; }
[aria-invalid='true'][part~='field-control'] { border-color: var(--store-error-color, #b00020); }
`;
