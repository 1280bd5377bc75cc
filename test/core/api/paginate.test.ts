import { describe, expect, it } from 'vitest';
import { PagingError, collectAll, paginate } from '../../../src/core/api';

describe('paginate', () => {
  it('follows cursors until hasNextPage is false', async () => {
    const cursors: (string | undefined)[] = [];
    const pages = [
      { items: [1, 2], hasNextPage: true, nextPageCursor: 'b' },
      { items: [3], hasNextPage: true, nextPageCursor: 'c' },
      { items: [4], hasNextPage: false, nextPageCursor: null },
    ];
    const items = await collectAll(paginate(async (cursor) => (cursors.push(cursor), pages[cursors.length - 1]!)));
    expect(items).toEqual([1, 2, 3, 4]);
    expect(cursors).toEqual([undefined, 'b', 'c']);
  });

  it('stops lazily when the consumer stops iterating', async () => {
    let fetched = 0;
    for await (const item of paginate(async () => (fetched += 1, { items: [fetched], hasNextPage: true, nextPageCursor: `p${fetched}` }))) {
      if (item === 2) break;
    }
    expect(fetched).toBe(2);
  });

  it('rejects a next page without a cursor and runaway paging', async () => {
    await expect(collectAll(paginate(async () => ({ items: [], hasNextPage: true })))).rejects.toThrow(PagingError);
    let page = 0;
    await expect(collectAll(paginate(async () => ({ items: [], hasNextPage: true, nextPageCursor: `p${(page += 1)}` }), 3))).rejects.toThrow('more than 3 pages');
  });
});
