import { describe, expect, it } from 'vitest';
import { countVisit } from '../../../src/core/analytics';

const NOW = 1_800_000_000_000;
const newId = () => 'fresh-id';
const record = 'visitor-1|1000|2000|3000|4';

describe('countVisit: how a page view is counted', () => {
  it('creates a record with count 1 when there is none, with a new id', () => {
    expect(countVisit({ record: undefined, timer: undefined, visitorId: undefined }, NOW, newId)).toEqual({
      record: { id: 'fresh-id', firstVisit: NOW, previousVisit: NOW, currentVisit: NOW, visitCount: 1 },
      outcome: 'first',
    });
  });

  it('reuses the id of ss_cid when a new record is created', () => {
    expect(countVisit({ record: undefined, timer: '123', visitorId: 'cid-42' }, NOW, newId).record.id).toBe('cid-42');
  });

  it('ignores an ss_cid that is not a valid id', () => {
    expect(countVisit({ record: undefined, timer: undefined, visitorId: 'bad id!' }, NOW, newId).record.id).toBe('fresh-id');
  });

  it('treats an invalid record as missing: a new record, count 1', () => {
    const count = countVisit({ record: 'visitor-1|1000|2000|3000|0', timer: '5', visitorId: undefined }, NOW, newId);
    expect(count.outcome).toBe('first');
    expect(count.record.visitCount).toBe(1);
    expect(count.record.id).toBe('fresh-id');
  });

  it('keeps the record of the same visit while the timer is valid', () => {
    expect(countVisit({ record, timer: '2999', visitorId: undefined }, NOW, newId)).toEqual({
      record: { id: 'visitor-1', firstVisit: 1000, previousVisit: 2000, currentVisit: 3000, visitCount: 4 },
      outcome: 'same-visit',
    });
  });

  it.each([
    ['missing', undefined],
    ['zero', '0'],
    ['with a leading zero', '0123'],
    ['not a number', 'soon'],
  ])('counts a new visit when the timer is %s: count + 1, previous = current, current = now', (_case, timer) => {
    expect(countVisit({ record, timer, visitorId: 'other' }, NOW, newId)).toEqual({
      record: { id: 'visitor-1', firstVisit: 1000, previousVisit: 3000, currentVisit: NOW, visitCount: 5 },
      outcome: 'new-visit',
    });
  });
});
