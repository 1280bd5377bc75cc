import type { FormatterPlugin } from '../../plugin';
import { escapeHtmlAttribute } from './htmlText';
import { asNumber, asString, getOf, isTruthy, pathOf, sizeOf } from './jsonValue';
import { emit, lookup } from './templateLookup';
import { formatStrftime } from './formatStrftime';
import { valueFormatter } from './valueFormatter';
import { zonedDate } from './ZonedDate';

const LINK_PATTERN = /(\b(https?|ftp|file):\/\/[-A-Z0-9+&@#/%?=~_|!:,.;]*[-A-Z0-9+&@#\\/%=~_|])/gi;
const MENTION_PATTERN = /(^| )@([a-z0-9_]+)/gi;
const HASHTAG_PATTERN = /(^| )#([a-z0-9_]+)/gi;

/** Comment count text: 'No Comments', '1 Comment', 'N Comments'. */
export function commentCountText(count: number): string {
  return `${count === 0 ? 'No' : count} Comment${count === 1 ? '' : 's'}`;
}

const COMPACT_UTC = '%Y%m%dT%H%M%SZ';

/** Calendar-event link with title, start/end in compact UTC form and the location's address lines. */
export function googleCalendarUrl(event: unknown): string {
  const start = formatStrftime(zonedDate(asNumber(getOf(event, 'startDate')), 'UTC'), COMPACT_UTC);
  const end = formatStrftime(zonedDate(asNumber(getOf(event, 'endDate')), 'UTC'), COMPACT_UTC);
  let url = `http://www.google.com/calendar/event?action=TEMPLATE&text=${escape(asString(getOf(event, 'title')))}&dates=${start}/${end}`;
  const location = getOf(event, 'location');
  if (location !== undefined) {
    const text = ['addressLine1', 'addressLine2', 'addressCountry']
      .map((key) => asString(getOf(location, key)).trim())
      .filter((part) => part.length > 0)
      .join(', ');
    if (text !== '') url += `&location=${encodeURIComponent(text)}`;
  }
  return url;
}

function socialButton(website: unknown, item: unknown, inline: boolean): string {
  const options = getOf(website, 'shareButtonOptions');
  if (website === undefined || options === undefined || sizeOf(options) === 0) return '';
  const imageId = asString(getOf(item, 'systemDataId') ?? getOf(item, 'mainImageId'));
  const assetUrl = getOf(item, 'assetUrl') ?? pathOf(item, ['mainImage', 'assetUrl']);
  const tag = inline ? 'span' : 'div';
  return `<${tag} class="squarespace-social-buttons ${inline ? 'inline-style' : 'button-style'}"` +
    ` data-system-data-id="${imageId}" data-asset-url="${asString(assetUrl)}" data-record-type="${asString(getOf(item, 'recordType'))}"` +
    ` data-full-url="${asString(getOf(item, 'fullUrl'))}" data-title="${escapeHtmlAttribute(asString(getOf(item, 'title')))}"></${tag}>`;
}

const commentAttributes = (kind: string, source: unknown): string =>
  ` data-${kind}-id="${emit(getOf(source, 'id'))}" data-public-comment-count="${emit(getOf(source, 'publicCommentCount'))}" data-comment-state="${emit(getOf(source, 'commentState'))}"`;

/** Social formatters: links, comments, likes, calendar links and share/follow buttons. */
export const socialFormatters: Record<string, FormatterPlugin> = {
  'activate-twitter-links': valueFormatter((value) => asString(value)
    .replace(LINK_PATTERN, '<a target="new" href="$1">$1</a>')
    .replace(MENTION_PATTERN, '$1<a target="new" href="https://twitter.com/$2/">@$2</a>')
    .replace(HASHTAG_PATTERN, (_m, prefix: string, tag: string) =>
      `${prefix}<a target="new" href="https://twitter.com/hashtag/${escape(tag)}?src=hash">#${tag}</a>`)),
  'comment-count': valueFormatter((item) => commentCountText(asNumber(getOf(item, 'publicCommentCount')))),
  'comment-link': valueFormatter((item, _args, ctx) => {
    const fullUrl = emit(lookup(item, ['fullUrl'], ctx));
    const id = emit(lookup(item, ['id'], ctx));
    if (isTruthy(lookup(item, ['websiteSettings', 'disqusShortname'], ctx))) {
      return `\n  <a href="${fullUrl}" class="sqs-comment-link sqs-disqus-comment-link" data-id="${id}"></a>\n`;
    }
    const count = lookup(item, ['publicCommentCount'], ctx);
    return `\n  <a href="${fullUrl}#comments-${id}" class="sqs-comment-link" data-id="${id}">\n  ${count === 0 ? 'No' : emit(count)}` +
      `\n  Comment${count !== 1 ? 's' : ''}\n  </a>\n`;
  }),
  comments: valueFormatter((node, _args, ctx) => {
    if (isTruthy(lookup(node, ['websiteSettings', 'disqusShortname'], ctx))) return '\n  <div class="squarespace-comments" id="disqus_thread"></div>\n';
    const item = lookup(node, ['item'], ctx);
    const collection = lookup(node, ['collection'], ctx);
    const attributes = isTruthy(item) ? commentAttributes('item', item) : isTruthy(collection) ? commentAttributes('collection', collection) : '';
    return `\n  <div class="squarespace-comments" id="comments-${emit(lookup(node, ['id'], ctx))}"${attributes}></div>\n`;
  }),
  'google-calendar-url': valueFormatter(googleCalendarUrl),
  'like-button': valueFormatter((item, _args, ctx) => (!isTruthy(item) || !isTruthy(lookup(item, ['websiteSettings', 'simpleLikingEnabled'], ctx))
    ? ''
    : `\n  <span class="sqs-simple-like" data-item-id="${emit(lookup(item, ['id'], ctx))}" data-like-count="${emit(lookup(item, ['likeCount'], ctx))}">` +
      '\n    <span class="like-icon"></span>\n    <span class="like-count"></span>\n  </span>\n')),
  'social-button': valueFormatter((item, _args, ctx) => socialButton(ctx.resolve(['website']), item, false)),
  'social-button-inline': valueFormatter((item, _args, ctx) => socialButton(ctx.resolve(['website']), item, true)),
  'twitter-follow-button': valueFormatter((account) => {
    const userName = asString(getOf(account, 'userName')) || (asString(getOf(account, 'profileUrl')).split('/').pop() as string);
    return "<script>Y.use('squarespace-follow-buttons', function(Y) { Y.on('domready', function() { Y.Squarespace.FollowButtonUtils.renderAll(); }); });" +
      `</script><div class="squarespace-follow-button" data-username="${userName}"></div>`;
  }),
};
