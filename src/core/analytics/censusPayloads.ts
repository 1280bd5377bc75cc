import type { CensusButtonInput } from '../api/trackingCalls';
import type { PageContext } from '../schemas/pageContextSchema';
import { DEFAULT_SITE_LOCALE } from '../site/defaultSiteLocale';
import type { PageEnvironment } from './PageEnvironment';

/** The census page-view data of spec §7 (every field present; null when the page has no value). */
export interface CensusHitData {
  readonly websiteId: string;
  readonly templateId: string | null;
  readonly website_locale: string;
  readonly userAgent: string;
  readonly clientDate: number;
  readonly viewportInnerWidth: number;
  readonly viewportInnerHeight: number;
  readonly screenWidth: number;
  readonly screenHeight: number;
  readonly url: string;
  readonly title: string;
  readonly itemId: string | null;
  readonly recordType: number | null;
  readonly collectionId: string | null;
  readonly pagePermissionType: number | null;
  readonly localStorageSupported: boolean;
  readonly queryString: string;
  readonly referrer: string;
}

/** The data of a census page hit (POST /api/census/RecordHit) from the page context and environment. */
export function censusHitData(context: PageContext, env: PageEnvironment): CensusHitData {
  return {
    websiteId: context.websiteId,
    templateId: context.templateId ?? null,
    website_locale: context.locale ?? DEFAULT_SITE_LOCALE,
    userAgent: env.userAgent,
    clientDate: env.now,
    viewportInnerWidth: env.viewport.width,
    viewportInnerHeight: env.viewport.height,
    screenWidth: env.screen.width,
    screenHeight: env.screen.height,
    url: env.path,
    title: env.title,
    itemId: context.itemId ?? null,
    recordType: context.item?.recordType ?? null,
    collectionId: context.collectionId ?? null,
    pagePermissionType: context.collection?.permissionType ?? null,
    localStorageSupported: env.localStorageSupported,
    queryString: env.queryString,
    referrer: env.referrer,
  };
}

/** The page fields of the census button, form-render and overlay calls: the item page ('i') or else the collection ('c'). */
export function censusPageFields(context: PageContext, env: PageEnvironment, visitorCookie: string): CensusButtonInput {
  return {
    visitorCookie,
    pageTitle: env.title,
    pageId: context.itemId ?? context.collectionId ?? '',
    contentSource: context.itemId ? 'i' : 'c',
    pagePath: env.path,
    pagePermissionTypeValue: context.collection?.permissionType ?? null,
  };
}

/** The data of an analytics event (POST /api/events/RecordEvent, spec §7). */
export function recordEventData(context: PageContext, env: PageEnvironment, variantId: string | null): Record<string, string | null> {
  return {
    websiteId: context.websiteId,
    templateId: context.templateId ?? null,
    variantId,
    memberAccountId: context.memberId ?? null,
    pagePath: env.path,
    pageHash: env.hash,
    member_locale: env.language,
    website_locale: context.locale ?? DEFAULT_SITE_LOCALE,
  };
}
