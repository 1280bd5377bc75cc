/** Media query of a desktop viewport: from 433 CSS px wide (spec §9; a mobile viewport is at most 432 px). */
export const DESKTOP_MEDIA = '(min-width: 433px)';
