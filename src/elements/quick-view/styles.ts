import { DESKTOP_MEDIA } from '../../core/site/viewportMedia';
import { modalStyles } from '../modal/modalStyles';

/** Styles of `<store-quick-view>`: the button, and the dialog with the image beside the details on wide screens. */
export const quickViewStyles = `${modalStyles}
:host { display: inline-block; }
[part='button'], [part='close'] {
  font: inherit; cursor: pointer; border: 0; padding-block: 0.5em; padding-inline: 1em;
  background: var(--store-button-background, CanvasText); color: var(--store-button-color, Canvas);
}
dialog { max-inline-size: min(var(--store-quick-view-width, 48em), 92vw); inline-size: 100%; }
[part='content'] { display: grid; gap: 1em; min-block-size: 12em; }
@media ${DESKTOP_MEDIA} { [part='content']:has([part='image']) { grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); } }
[part='image'] { inline-size: 100%; block-size: auto; aspect-ratio: 1; object-fit: cover; }
[part='details'] { display: grid; gap: 0.75em; align-content: start; }
[part='title'] { margin: 0; font-size: 1.25em; }
[part='product'] store-product { display: grid; gap: 0.75em; justify-items: start; }
[part='links'] { display: flex; gap: 1em; flex-wrap: wrap; margin: 0; }
[part='links'] a { color: inherit; }
[part='close'] { justify-self: end; grid-column: 1 / -1; }
[part='status'] { margin: 0; }
`;
