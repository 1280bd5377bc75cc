/** Paths of the census and event tracking calls (spec §7). */
export const TRACKING_API_PATHS = {
  recordEvent: '/api/events/RecordEvent',
  censusHit: '/api/census/RecordHit',
  censusButtonClick: '/api/census/button-click',
  censusButtonRender: '/api/census/button-render',
  censusFormRender: '/api/census/form-render',
  censusOverlay: '/api/census/overlay',
  censusQuickView: (itemId: string) => `/api/census/RecordQuickView/${encodeURIComponent(itemId)}`,
} as const;
