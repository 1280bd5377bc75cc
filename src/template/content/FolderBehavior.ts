/** Folder behavior codes. */
export const FolderBehavior = { INDEX: 1, REDIRECT: 2, NONE: 3 } as const;

/** A folder behavior code. */
export type FolderBehavior = (typeof FolderBehavior)[keyof typeof FolderBehavior];
