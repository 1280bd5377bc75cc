/**
 * Switches visitor analytics on for the page (one per page; renders nothing). Its code loads only when the tag is on the
 * page. Census (visit cookies `ss_cvr` / `ss_cvt`, the page hit, button, form, overlay and quick-view records, cart events)
 * runs where the census rules and cookie consent allow it; the social-ads pixel sends the eight pixel events to the page's
 * provider function while consent allows it. Both listen to the elements' own `store-*` events on `document`. Attributes
 * are read once, when analytics starts.
 *
 * @tag store-analytics
 * @class AnalyticsElement
 * @summary Headless switch for census and the ad pixel.
 * @attr {string} pixel-provider=fbq - Name of the pixel's function on the page. Default 'fbq'.
 * @attr {'track' | 'direct'} pixel-call=track - 'track' calls provider('track', name, params) (Meta's shape); 'direct' calls provider(name, params). Default 'track'.
 * @attr {string} button-selector - Buttons whose renders and clicks census records. Default 'store-add-to-cart, [data-store-census-button]'.
 * @prop {PixelSend} pixelSend - Sends pixel events instead of the provider function, as (name, params, event) (set before the element connects). Default none.
 * @state loading - data-state while the analytics code loads.
 * @state running - data-state while census runs.
 * @state waiting-for-consent - data-state while census waits for the visitor's consent.
 * @state off - data-state when census does not run on this page (the pixel still follows consent), or the analytics code could not load.
 */
import { enumAttribute, stringAttribute } from '../../core/attributes';
import { createStoreElement } from '../mounting/createStoreElement';
import { Analytics } from './Analytics';

/** Attributes of `<store-analytics>`. */
export const analyticsAttributes = {
  /** Name of the pixel's function on the page. Default 'fbq'. */
  'pixel-provider': stringAttribute('fbq'),
  /** 'track' calls provider('track', name, params) (Meta's shape); 'direct' calls provider(name, params). Default 'track'. */
  'pixel-call': enumAttribute(['track', 'direct'], 'track'),
  /** Buttons whose renders and clicks census records. Default 'store-add-to-cart, [data-store-census-button]'. */
  'button-selector': stringAttribute(),
};

/** The `<store-analytics>` element class (not registered). */
export const AnalyticsElement = createStoreElement({
  tagName: 'store-analytics',
  component: Analytics,
  attributes: analyticsAttributes,
  styles: ':host { display: none; }',
});
