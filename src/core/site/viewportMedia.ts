import { DESKTOP_MIN_WIDTH_PX, MOBILE_MAX_WIDTH_PX } from './limits';

/** Media query of a mobile viewport: at most MOBILE_MAX_WIDTH_PX (432) CSS px wide (spec §9). */
export const MOBILE_MEDIA = `(max-width: ${MOBILE_MAX_WIDTH_PX}px)`;

/** Media query of a desktop viewport: from DESKTOP_MIN_WIDTH_PX (433) CSS px wide (spec §9). */
export const DESKTOP_MEDIA = `(min-width: ${DESKTOP_MIN_WIDTH_PX}px)`;
