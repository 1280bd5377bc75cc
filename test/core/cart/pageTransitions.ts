import type { PageTransitionTarget } from '../../../src/core/cart';

/** A stand-in for `window` that only hears page transitions. */
export type TestPage = EventTarget & PageTransitionTarget;

/** A fresh page for one test. */
export function testPage(): TestPage {
  return new EventTarget() as TestPage;
}

/** Fires `pagehide` or `pageshow` on `page` with its `persisted` flag (happy-dom's PageTransitionEvent has none: it is a plain Event). */
export function pageTransition(page: TestPage, type: 'pagehide' | 'pageshow', persisted: boolean): void {
  page.dispatchEvent(Object.assign(new Event(type), { persisted }));
}
