import { QuickViewElement } from './quick-view/element';
import { RestockNotificationElement } from './restock-notification/element';
import { AccountElement } from './account/element';
import { AnalyticsElement } from './analytics/element';
import { CookieConsentElement } from './cookie-consent/element';
import { StoreFormElement } from './form/element';
import { InstallmentPillElement } from './installment-pill/element';
import { scriptElementClasses } from './scriptElementClasses';

/** Every element class of the library, keyed by tag name (static imports: used by the full bundle). */
export const elementClasses = {
  ...scriptElementClasses,
  'store-quick-view': QuickViewElement,
  'store-restock-notification': RestockNotificationElement,
  'store-account': AccountElement,
  'store-analytics': AnalyticsElement,
  'store-cookie-consent': CookieConsentElement,
  'store-form': StoreFormElement,
  'store-installment-pill': InstallmentPillElement,
} as const satisfies Readonly<Record<string, CustomElementConstructor>>;

/** Tag names of every element of the library. */
export type StoreTagName = keyof typeof elementClasses;
