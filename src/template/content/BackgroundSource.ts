/** Background source codes. */
export const BackgroundSource = { UPLOAD: 1, INSTAGRAM: 2, VIDEO: 3, NONE: 4 } as const;

/** A background source code. */
export type BackgroundSource = (typeof BackgroundSource)[keyof typeof BackgroundSource];

/** Name of each background source code. */
export const BACKGROUND_SOURCE_NAMES = { 1: 'upload', 2: 'instagram', 3: 'video', 4: 'none' } as const satisfies Record<BackgroundSource, string>;
