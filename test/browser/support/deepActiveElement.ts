import type { Page } from 'playwright-core';

/** What has keyboard focus, looking through open shadow roots. */
export interface FocusedElement {
  /** Tag names from the document down to the focused element, e.g. ['store-variant-select', 'select']. */
  readonly path: string[];
  /** The focused element's `part` attribute, when it has one. */
  readonly part: string | null;
  /** Its accessible-ish text: aria-label, else text content, trimmed. */
  readonly text: string;
  /** Whether it matches :focus-visible. */
  readonly focusVisible: boolean;
  /** Whether a focus indicator is drawn: an outline (style not none, width above 0) or a box shadow. */
  readonly indicatorDrawn: boolean;
}

/** Describes the deepest focused element of the page. */
export function deepActiveElement(page: Page): Promise<FocusedElement | null> {
  return page.evaluate(() => {
    let active: Element | null = document.activeElement;
    if (!active || active === document.body) return null;
    const path: string[] = [active.localName];
    while (active?.shadowRoot?.activeElement) {
      active = active.shadowRoot.activeElement;
      path.push(active.localName);
    }
    const style = getComputedStyle(active);
    const outlined = style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0;
    return {
      path,
      part: active.getAttribute('part'),
      text: (active.getAttribute('aria-label') ?? active.textContent ?? '').trim(),
      focusVisible: active.matches(':focus-visible'),
      indicatorDrawn: outlined || style.boxShadow !== 'none',
    };
  });
}
