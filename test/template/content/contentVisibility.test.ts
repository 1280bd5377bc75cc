import { describe, expect, it } from 'vitest';
import { areCommentsShown, isFolderClickable } from '../../../src/template/content/contentVisibility';

describe('areCommentsShown', () => {
  it('shows comments when commentState is 1', () => expect(areCommentsShown({ commentState: 1, publicCommentCount: 0 })).toBe(true));
  it('shows comments when there are public comments', () => expect(areCommentsShown({ commentState: 2, publicCommentCount: 3 })).toBe(true));
  it('hides comments otherwise', () => expect(areCommentsShown({ commentState: 2, publicCommentCount: 0 })).toBe(false));
  it('hides comments with nothing known', () => expect(areCommentsShown({})).toBe(false));
  it('never shows comments when site comments are disabled', () => {
    expect(areCommentsShown({ commentState: 1, publicCommentCount: 9 }, { commentsEnabled: false })).toBe(false);
  });
  it('shows comments when site comments are enabled', () => {
    expect(areCommentsShown({ commentState: 1 }, { commentsEnabled: true })).toBe(true);
  });
});

describe('isFolderClickable', () => {
  it.each(['index', 'redirect', 1, 2, undefined, null])('is clickable for %j', (behavior) => {
    expect(isFolderClickable(behavior)).toBe(true);
  });
  it.each(['none', 3, 'other'])('is not clickable for %j', (behavior) => {
    expect(isFolderClickable(behavior)).toBe(false);
  });
});
