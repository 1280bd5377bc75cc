import { describe, expect, it } from 'vitest';
import { humanizeTimeSince } from '../../../../src/template/plugins/site/humanizeTimeSince';
import { renderSite } from './renderSite';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('timesince', () => {
  it('uses units from year to minute with "about"', () => {
    expect(humanizeTimeSince(2 * 365 * DAY)).toBe('about 2 years ago');
    expect(humanizeTimeSince(365 * DAY)).toBe('about a year ago');
    expect(humanizeTimeSince(60 * DAY)).toBe('about 2 months ago');
    expect(humanizeTimeSince(14 * DAY)).toBe('about 2 weeks ago');
    expect(humanizeTimeSince(3 * DAY)).toBe('about 3 days ago');
    expect(humanizeTimeSince(HOUR)).toBe('about an hour ago');
    expect(humanizeTimeSince(5 * MINUTE)).toBe('about 5 minutes ago');
    expect(humanizeTimeSince(59_000)).toBe('less than a minute ago');
  });

  it("uses a 'from now' style for dates within 60 seconds in the future", () => {
    expect(humanizeTimeSince(-1_000)).toBe('less than a minute from now');
    expect(humanizeTimeSince(-59_999)).toBe('less than a minute from now');
    expect(renderSite('{d|timesince}', { d: 30_000 }, { now: 0 }).output).toBe('<span class="timesince" data-date="30000">less than a minute from now</span>');
  });

  it("answers 'Invalid date.' for non-numbers", () => {
    expect(renderSite('{d|timesince}', { d: 'yesterday' }, { now: 0 }).output).toBe('Invalid date.');
    expect(renderSite('{d|timesince}', { d: 0 }, { now: HOUR }).output).toBe('<span class="timesince" data-date="0">about an hour ago</span>');
  });
});
