/** The fields of a content item the comments rule reads. */
export interface CommentableItem {
  /** 1 when comments are open. */
  readonly commentState?: number | null;
  /** Number of public comments. */
  readonly publicCommentCount?: number | null;
}

/** Comments show when commentState is 1 or there are public comments, never when site comments are disabled. */
export function areCommentsShown(item: CommentableItem, settings: { readonly commentsEnabled?: boolean | null } = {}): boolean {
  if (settings.commentsEnabled === false) return false;
  return item.commentState === 1 || (item.publicCommentCount ?? 0) > 0;
}

/** Folder items are clickable when the folder behavior is index or redirect (names or codes 1, 2) or missing. */
export function isFolderClickable(folderBehavior: string | number | null | undefined): boolean {
  if (folderBehavior == null) return true;
  return folderBehavior === 'index' || folderBehavior === 'redirect' || folderBehavior === 1 || folderBehavior === 2;
}
