/** Styles of `<store-variant-select>`. */
export const variantSelectStyles = `
:host { display: block; }
:host([data-state='loading']) { min-block-size: 2.25em; }
:host([data-state='empty']) { display: none; }
[part='options'] { display: flex; flex-direction: column; gap: var(--store-gap, 0.5em); }
[part='option'] { display: flex; flex-direction: column; gap: 0.25em; }
[part='select'] {
  font: inherit; color: inherit; background: transparent;
  border: var(--store-select-border, 1px solid currentColor);
  padding: var(--store-select-padding, 0.25em 0.5em);
}
[part='sold-out'] { color: var(--store-sold-out-color, inherit); margin-block: 0.5em 0; margin-inline: 0; }
`;
