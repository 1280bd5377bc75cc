import { starFills } from '../../core/reviews';

const STAR = '12,1.5 15.1,8.2 22.5,9 17,14 18.5,21.3 12,17.6 5.5,21.3 7,14 1.5,9 8.9,8.2';
const LEFT_HALF = '12,1.5 12,17.6 5.5,21.3 7,14 1.5,9 8.9,8.2';

/** Five stars as one inline SVG (decorative: the caller labels it), filled to `halves` half stars from the inline start. */
export function Stars({ halves }: { readonly halves: number }) {
  return (
    <svg part="stars" viewBox="0 0 120 24" aria-hidden="true" focusable="false">
      {starFills(halves).map((fill, index) => (
        <g key={index} transform={`translate(${index * 24} 0)`}>
          <polygon className="star-outline" points={STAR} />
          {fill === 'empty' ? null : <polygon className="star-fill" points={fill === 'full' ? STAR : LEFT_HALF} />}
        </g>
      ))}
    </svg>
  );
}

/** Styles of Stars: the row is 5 star sizes wide and one high, so it has its final size on the first frame. */
export const starStyles = `
[part='stars'] { inline-size: calc(5 * var(--store-star-size, 1.25em)); block-size: var(--store-star-size, 1.25em); flex: none; vertical-align: middle; }
[part='stars']:dir(rtl) { transform: scaleX(-1); }
.star-outline { fill: var(--store-star-empty-color, transparent); stroke: var(--store-star-color, #b45309); stroke-width: 1.5; stroke-linejoin: round; }
.star-fill { fill: var(--store-star-color, #b45309); }
`;
