/** Styles of `<store-installment-pill>`. */
export const installmentPillStyles = `
:host { display: block; }
:host([data-state='loading']) { min-block-size: var(--store-installments-height, 2em); }
:host([data-state='hidden']) { display: none; }
[part='pill'] {
  display: inline-flex; align-items: center; gap: 0.4em; min-block-size: var(--store-installments-height, 2em);
  font: inherit; line-height: 1.25; color: inherit; background: transparent; cursor: pointer; text-align: start;
  border: var(--store-installments-border, 1px solid currentColor); border-radius: var(--store-installments-radius, 999px);
  padding-block: 0.2em; padding-inline: 0.75em;
}
[part='pill'][aria-busy='true'] { cursor: progress; }
[part='info'] { inline-size: 1em; block-size: 1em; flex: none; fill: none; stroke: currentColor; stroke-width: 2; }
`;
