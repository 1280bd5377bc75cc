import type { Decorator, Loader } from '@storybook/web-components-vite';
import { html } from 'lit';
import { SUPPORTED_LOCALES } from '../../src/core/i18n';
import { preloadCatalog } from '../../src/elements/i18n/catalogs';

/** The toolbar's locale switcher: every catalog the elements ship. */
export const localeGlobalType = {
  description: 'Shopper locale: the lang the elements render and format prices in',
  toolbar: { title: 'Locale', icon: 'globe', items: SUPPORTED_LOCALES.map((locale) => ({ value: locale, title: locale })), dynamicTitle: true },
} as const;

/** Loads the chosen locale's catalog before the story renders, so its first frame is already translated. */
export const preloadStoryCatalog: Loader = async ({ globals }) => ({ catalog: await preloadCatalog(String(globals.locale ?? 'en-US')) });

/** Renders the story inside an element carrying the chosen locale as its `lang` (the nearest-ancestor rule). */
export const localeDecorator: Decorator = (story, { globals }) => html`<div lang=${String(globals.locale ?? 'en-US')}>${story()}</div>`;
