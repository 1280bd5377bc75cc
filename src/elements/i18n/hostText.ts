import { getCatalogs } from './catalogs';
import { subscribeLangChanges } from './langChanges';
import { localeOf } from './localeOf';
import { elementText, type ElementText } from './translator';

/** A host's texts: its locale (nearest `lang`, page context, en-US) once that catalog is ready; undefined while it loads (the load is started). */
export function hostText(host: Element): ElementText | undefined {
  const locale = localeOf(host);
  const catalogs = getCatalogs();
  const translator = catalogs.peek(locale);
  if (!translator) void catalogs.load(locale);
  return translator ? elementText(translator) : undefined;
}

/** Calls `listener` whenever a host's texts may have changed (a `lang` attribute changed, a catalog became ready); returns the unsubscribe function. */
export function subscribeHostTextChanges(listener: () => void): () => void {
  const stopLang = subscribeLangChanges(listener);
  const stopCatalogs = getCatalogs().subscribe(listener);
  return () => {
    stopLang();
    stopCatalogs();
  };
}
