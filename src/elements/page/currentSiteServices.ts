import type { SiteServices } from './siteServices';

let current: SiteServices | undefined;
const listeners = new Set<() => void>();

/** The page's services made or configured so far, without making them (and so without loading the connection); undefined before. */
export function currentSiteServices(): SiteServices | undefined {
  return current;
}

/** Replaces the page's services (the storefront module adds the cart to them, configureStorefront injects its own); undefined forgets them. */
export function setSiteServices(services: SiteServices | undefined): void {
  current = services;
  for (const listener of [...listeners]) listener();
}

/** Calls `listener` after every setSiteServices; returns the unsubscribe function. */
export function subscribeSiteServices(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
