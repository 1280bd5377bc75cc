import { describe, expect, it } from 'vitest';
import { commentCountText } from '../../../../src/template/plugins/site/socialFormatters';
import { renderSite } from './renderSite';

describe('social formatters', () => {
  it("writes comment counts as 'No Comments', '1 Comment', 'N Comments'", () => {
    expect([0, 1, 2, 17].map(commentCountText)).toEqual(['No Comments', '1 Comment', '2 Comments', '17 Comments']);
    expect(renderSite('{i|comment-count}', { i: { publicCommentCount: 1 } }).output).toBe('1 Comment');
  });

  it('builds calendar links with compact UTC dates and the location', () => {
    const event = { title: 'Party time', startDate: Date.UTC(2020, 0, 2, 3, 4, 5), endDate: Date.UTC(2020, 0, 2, 6, 0, 0), location: { addressLine1: '1 Main St', addressCountry: 'USA' } };
    expect(renderSite('{e|google-calendar-url}', { e: event }).output).toBe(
      'http://www.google.com/calendar/event?action=TEMPLATE&text=Party%20time&dates=20200102T030405Z/20200102T060000Z&location=1%20Main%20St%2C%20USA',
    );
  });

  it('links URLs, mentions and hashtags in tweets', () => {
    expect(renderSite('{t|activate-twitter-links}', { t: 'hi @bob #fun https://x.io/a' }).output).toBe(
      'hi <a target="new" href="https://twitter.com/bob/">@bob</a> <a target="new" href="https://twitter.com/hashtag/fun?src=hash">#fun</a> <a target="new" href="https://x.io/a">https://x.io/a</a>',
    );
  });

  it('shows comments when commentState is 1 or there are public comments, never when site comments are off', () => {
    const template = '{.section item}{.comments?}yes{.or}no{.end}{.end}';
    expect(renderSite(template, { item: { commentState: 1 } }).output).toBe('yes');
    expect(renderSite(template, { item: { publicCommentCount: 2 } }).output).toBe('yes');
    expect(renderSite(template, { item: { commentState: 2 } }).output).toBe('no');
    expect(renderSite(template, { item: { commentState: 1 }, websiteSettings: { commentsEnabled: false } }).output).toBe('no');
    expect(renderSite('{.disqus?}d{.end}', { websiteSettings: { disqusShortName: 'site' } }).output).toBe('d');
  });
});
