import { describe, expect, it } from 'vitest';
import { englishCatalog, Translator } from '../../../src/core/i18n';
import { formatAverage, formatReviewDate, reviewDateTime, reviewRatingLabel, reviewSummary, reviewSummaryLabel } from '../../../src/core/reviews';

const english = new Translator(englishCatalog);
const summary = (...ratings: number[]) => reviewSummary(ratings.map((starRating) => ({ productId: 'p', starRating })), 'p');

describe('review texts', () => {
  it("labels the stars 'Rated 4.5 out of 5 stars, 12 reviews'", () => {
    expect(english.render(reviewSummaryLabel(summary(...Array(6).fill(5), ...Array(6).fill(4)), 'en-US'))).toBe('Rated 4.5 out of 5 stars, 12 reviews');
    expect(english.render(reviewSummaryLabel(summary(5), 'en-US'))).toBe('Rated 5.0 out of 5 stars, 1 review');
    expect(english.render(reviewSummaryLabel(summary(3, 4), 'fr-FR'))).toBe('Rated 3,5 out of 5 stars, 2 reviews');
    expect(english.render(reviewRatingLabel(4, 'en-US'))).toBe('Rated 4 out of 5 stars');
    expect(english.render(reviewRatingLabel(3.5, 'en-US'))).toBe('Rated 3.5 out of 5 stars');
  });

  it('shows the average to one decimal in the page locale', () => {
    expect(formatAverage(4, 'en-US')).toBe('4.0');
    expect(formatAverage(4.7, 'de-DE')).toBe('4,7');
  });

  it('shows a calendar date in the page locale without moving it a day, and an instant in local time', () => {
    expect(formatReviewDate('2026-09-14', 'en-US')).toBe('Sep 14, 2026');
    expect(formatReviewDate('2026-09-14', 'fr-FR')).toBe('14 sept. 2026');
    expect(formatReviewDate('2026-01-01', 'en-GB')).toBe('1 Jan 2026');
    expect(formatReviewDate(Date.UTC(2026, 9, 2, 12), 'en-US')).toBe(new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' }).format(new Date(Date.UTC(2026, 9, 2, 12))));
    expect(formatReviewDate('last week', 'en-US')).toBe('last week');
  });

  it("shows an instant on its day in the site's zone, a calendar date as given", () => {
    const newYork = (epochMs: number) => (epochMs < Date.UTC(2026, 10, 1, 6) ? -240 : -300);
    const tokyo = () => 540;
    expect(formatReviewDate('2026-09-15T02:30:00Z', 'en-US', newYork)).toBe('Sep 14, 2026');
    expect(formatReviewDate('2026-09-14T15:30:00Z', 'en-US', tokyo)).toBe('Sep 15, 2026');
    expect(formatReviewDate(Date.UTC(2027, 0, 1, 4, 59), 'de-DE', newYork)).toBe('31.12.2026');
    expect(formatReviewDate('2026-09-14', 'en-US', tokyo)).toBe('Sep 14, 2026');
  });

  it('gives the <time datetime> value', () => {
    expect(reviewDateTime('2026-09-14')).toBe('2026-09-14');
    expect(reviewDateTime(Date.UTC(2026, 9, 2, 12))).toBe('2026-10-02T12:00:00.000Z');
    expect(reviewDateTime('not a date')).toBeUndefined();
  });
});
