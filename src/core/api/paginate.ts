/** One page of a cursor-paged listing. */
export interface CursorPage<T> {
  /** Items of this page. */
  readonly items: readonly T[];
  /** True when another page follows. */
  readonly hasNextPage: boolean;
  /** Cursor of the next page, when there is one. */
  readonly nextPageCursor?: string | null | undefined;
}

/** Upper bound on pages read by paginate, so a server that never ends paging cannot loop forever. Default of maxPages. */
export const DEFAULT_MAX_PAGES = 10_000;

/** Yields every item of a cursor-paged listing, fetching pages until hasNextPage is false. */
export async function* paginate<T>(
  fetchPage: (cursor: string | undefined) => Promise<CursorPage<T>>,
  maxPages: number = DEFAULT_MAX_PAGES,
): AsyncGenerator<T, void, undefined> {
  let cursor: string | undefined;
  const seen = new Set<string>();
  for (let pageCount = 0; pageCount < maxPages; pageCount += 1) {
    const page = await fetchPage(cursor);
    yield* page.items;
    if (!page.hasNextPage) return;
    if (!page.nextPageCursor) throw new PagingError('the server reported hasNextPage without a nextPageCursor');
    if (seen.has(page.nextPageCursor)) throw new PagingError(`the server repeated cursor "${page.nextPageCursor}"`);
    seen.add(page.nextPageCursor);
    cursor = page.nextPageCursor;
  }
  throw new PagingError(`more than ${maxPages} pages`);
}

/** Collects every item of a cursor-paged listing into an array. */
export async function collectAll<T>(items: AsyncIterable<T>): Promise<T[]> {
  const all: T[] = [];
  for await (const item of items) all.push(item);
  return all;
}

/** Raised when cursor paging cannot continue safely. */
export class PagingError extends Error {
  readonly code = 'paging-error';
  constructor(detail: string) {
    super(`Cannot page the listing: ${detail}`);
    this.name = 'PagingError';
  }
}
