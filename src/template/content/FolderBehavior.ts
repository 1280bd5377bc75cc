/** Folder behavior codes. */
export const FolderBehavior = { INDEX: 1, REDIRECT: 2, NONE: 3 } as const;

/** A folder behavior code. */
export type FolderBehavior = (typeof FolderBehavior)[keyof typeof FolderBehavior];

/** Name of each folder behavior code. */
export const FOLDER_BEHAVIOR_NAMES = { 1: 'index', 2: 'redirect', 3: 'none' } as const satisfies Record<FolderBehavior, string>;
