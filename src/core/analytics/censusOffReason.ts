import type { PageContext } from '../schemas/pageContextSchema';
import { PageType } from '../site/PageType';
import { WebsiteRole } from '../site/WebsiteRole';

/** Page types without census: not found, lock screen and member-area access denied. */
export const CENSUS_OFF_PAGE_TYPES: readonly PageType[] = [PageType.NOT_FOUND, PageType.LOCK_SCREEN, PageType.MEMBER_AREA_ACCESS_DENIED];

/** Why census does not run on a page. */
export type CensusOffReason = 'signed-in' | 'config-path' | 'disabled' | 'page-type';

/** What the census rules read about the page and the visitor. */
export interface CensusPage {
  /** Whether the visitor is logged in. */
  readonly authenticated: boolean;
  /** The page context's website roles, census flag and page type. */
  readonly context: Pick<PageContext, 'websiteRoles' | 'censusDisabled' | 'pageType'>;
  /** The page's path. */
  readonly path: string;
}

function isUnder(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(`${prefix}/`);
}

/**
 * Why census does not run (spec §2, §6), or undefined when it runs: it runs only for a visitor who is not logged in or
 * whose only website role is viewer, off /config, unless census is globally disabled or the page is not found,
 * a lock screen or member-area access denied.
 */
export function censusOffReason(page: CensusPage): CensusOffReason | undefined {
  const roles = page.context.websiteRoles;
  if (page.authenticated && !(roles.length === 1 && roles[0] === WebsiteRole.VIEWER)) return 'signed-in';
  if (isUnder(page.path, '/config')) return 'config-path';
  if (page.context.censusDisabled) return 'disabled';
  if (page.context.pageType !== undefined && CENSUS_OFF_PAGE_TYPES.includes(page.context.pageType)) return 'page-type';
  return undefined;
}

/** Whether a page view is recorded on this path: not on /search (spec §2). */
export function isPageviewTracked(path: string): boolean {
  return !isUnder(path, '/search');
}
