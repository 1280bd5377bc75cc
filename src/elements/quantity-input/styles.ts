/** Styles of `<store-quantity-input>`. */
export const quantityInputStyles = `
:host { display: block; min-block-size: 2.25em; }
:host([data-state='hidden']) { display: none; }
[part='field'] { display: inline-flex; align-items: center; gap: var(--store-gap, 0.5em); }
[part='input'] {
  font: inherit; color: inherit; background: transparent;
  border: var(--store-input-border, 1px solid currentColor);
  border-radius: var(--store-input-radius, 0);
  padding: var(--store-input-padding, 0.25em 0.5em);
  inline-size: 5em;
}
:host([data-state='loading']) [part='field'] { visibility: hidden; }
`;
