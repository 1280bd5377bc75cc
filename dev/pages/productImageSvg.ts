import { escapeHtml } from './escapeHtml';

const PALETTE = ['#d9cbb8', '#b8c9d9', '#c8d9b8', '#d9b8c8', '#c4b8d9', '#d9d2b8'];

/** A placeholder product picture: a tinted square with the product title. */
export function productImageSvg(title: string, slug: string): string {
  const hash = [...slug].reduce((sum, char) => (sum * 31 + char.charCodeAt(0)) >>> 0, 7);
  const fill = PALETTE[hash % PALETTE.length] ?? '#dddddd';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800" viewBox="0 0 800 800" role="img" aria-label="${escapeHtml(title)}">
<rect width="800" height="800" fill="${fill}"/>
<text x="400" y="410" font-family="sans-serif" font-size="48" text-anchor="middle" fill="#222">${escapeHtml(title)}</text>
</svg>`;
}
