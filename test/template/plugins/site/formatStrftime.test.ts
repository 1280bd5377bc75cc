import { describe, expect, it } from 'vitest';
import { formatStrftime } from '../../../../src/template/plugins/site/formatStrftime';
import { zonedDate } from '../../../../src/template/plugins/site/ZonedDate';
import { renderSite } from './renderSite';

const epoch = Date.UTC(2021, 1, 17, 21, 26, 5, 345);

describe('formatStrftime', () => {
  it('writes English names and padded fields in the zone', () => {
    const d = zonedDate(epoch, 'America/New_York');
    expect(formatStrftime(d, '%A %a %B %b %d %e %H %I %l %M %S %p %P')).toBe('Wednesday Wed February Feb 17 17 16 04  4 26 05 PM pm');
    expect(formatStrftime(d, '%F %T %z %Z')).toBe('2021-02-17 16:26:05 -05:00 EST');
    expect(formatStrftime(d, '%j %u %w %N %s')).toBe(`048 3 3 345000000 ${Math.trunc(epoch / 1000)}`);
  });

  it('keeps literal text and %% and drops unknown directives', () => {
    expect(formatStrftime(zonedDate(epoch, 'UTC'), 'year %Y, 100%% %Q done%')).toBe('year 2021, 100%  done%');
  });
});

describe('date formatter', () => {
  it('uses website.timeZone, default America/New_York, and UTC for an unknown zone', () => {
    expect(renderSite('{t|date %H:%M %Z}', { t: epoch }).output).toBe('16:26 EST');
    expect(renderSite('{t|date %H:%M %Z}', { t: epoch, website: { timeZone: 'Asia/Tokyo' } }).output).toBe('06:26 JST');
    expect(renderSite('{t|date %H:%M}', { t: epoch, website: { timeZone: 'Nowhere/Special' } }).output).toBe('21:26');
  });

  it("answers 'Invalid Date' for a value that is not a date", () => {
    expect(renderSite('{t|date %Y}', { t: 'soon' }).output).toBe('Invalid Date');
  });
});
