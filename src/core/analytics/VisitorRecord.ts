/** The visitor record of the `ss_cvr` cookie: id, first, previous and current visit times (epoch ms) and visit count. */
export interface VisitorRecord {
  /** Visitor id: letters, digits or dashes. */
  readonly id: string;
  /** First visit, epoch ms. */
  readonly firstVisit: number;
  /** Previous visit, epoch ms. */
  readonly previousVisit: number;
  /** Current visit, epoch ms. */
  readonly currentVisit: number;
  /** Number of visits counted. */
  readonly visitCount: number;
}

const VISITOR_ID = /^[A-Za-z0-9-]+$/;
const POSITIVE_INTEGER = /^\d+$/;

/** True for a visitor id made of letters, digits or dashes. */
export function isValidVisitorId(value: string | undefined): value is string {
  return value !== undefined && VISITOR_ID.test(value);
}

function positiveInteger(part: string): number | undefined {
  if (!POSITIVE_INTEGER.test(part)) return undefined;
  const value = Number(part);
  return Number.isSafeInteger(value) && value > 0 ? value : undefined;
}

/** Reads an `ss_cvr` value: an id of letters, digits or dashes plus four positive integers, pipe-separated; undefined (absent) otherwise. */
export function parseVisitorRecord(value: string | undefined): VisitorRecord | undefined {
  if (value === undefined) return undefined;
  const parts = value.split('|');
  if (parts.length !== 5) return undefined;
  const [id, ...numbers] = parts as [string, string, string, string, string];
  if (!isValidVisitorId(id)) return undefined;
  const [firstVisit, previousVisit, currentVisit, visitCount] = numbers.map(positiveInteger);
  if (firstVisit === undefined || previousVisit === undefined || currentVisit === undefined || visitCount === undefined) return undefined;
  return { id, firstVisit, previousVisit, currentVisit, visitCount };
}

/** Writes a visitor record as the `ss_cvr` value `id|first|previous|current|count`. */
export function formatVisitorRecord(record: VisitorRecord): string {
  return [record.id, record.firstVisit, record.previousVisit, record.currentVisit, record.visitCount].join('|');
}
