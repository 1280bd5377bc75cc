import { environmentOfHost, type PerformanceEnvironment } from './environmentOfHost';

/** Ids a page_speed event carries, from the page context and cookies. */
export interface PageSpeedIds {
  /** Website id. */
  readonly websiteId?: string | undefined;
  /** Template id. */
  readonly templateId?: string | undefined;
  /** Analytics (visitor) id. */
  readonly analyticsId?: string | undefined;
  /** Marketing id. */
  readonly marketingId?: string | undefined;
  /** Site member id. */
  readonly memberId?: string | undefined;
}

/** The page, network, screen and device facts of a page_speed event (spec §7). */
export interface PageSpeedPage {
  /** Environment (staging, dev or prod by host) and the site's ids. */
  readonly context: { readonly environment: PerformanceEnvironment; readonly websiteId: string | null; readonly templateId: string | null };
  /** Network Information API values, or null where the browser has none. */
  readonly connection: { readonly effectiveType: string | null; readonly downlinkMbps: number | null; readonly rttMs: number | null; readonly saveData: boolean | null } | null;
  /** Screen and viewport. */
  readonly display: { readonly screenWidth: number; readonly screenHeight: number; readonly viewportWidth: number; readonly viewportHeight: number; readonly devicePixelRatio: number };
  /** Device hardware. */
  readonly hardware: { readonly cpuCores: number | null; readonly deviceMemoryGb: number | null };
  /** location.hostname. */
  readonly hostname: string;
  /** location.pathname. */
  readonly pathname: string;
  /** location.hash. */
  readonly hash: string;
  /** Analytics id, or null. */
  readonly analyticsId: string | null;
  /** Marketing id, or null. */
  readonly marketingId: string | null;
  /** Member id, or null. */
  readonly memberId: string | null;
}

interface NetworkInformationLike {
  readonly effectiveType?: string;
  readonly downlink?: number;
  readonly rtt?: number;
  readonly saveData?: boolean;
}

/** Reads the page_speed facts of the current browser page. */
export function describeBrowserPage(ids: PageSpeedIds): PageSpeedPage {
  const nav = navigator as Navigator & { connection?: NetworkInformationLike; deviceMemory?: number };
  const connection = nav.connection;
  return {
    context: { environment: environmentOfHost(location.hostname), websiteId: ids.websiteId ?? null, templateId: ids.templateId ?? null },
    connection: connection
      ? { effectiveType: connection.effectiveType ?? null, downlinkMbps: connection.downlink ?? null, rttMs: connection.rtt ?? null, saveData: connection.saveData ?? null }
      : null,
    display: { screenWidth: screen.width, screenHeight: screen.height, viewportWidth: innerWidth, viewportHeight: innerHeight, devicePixelRatio },
    hardware: { cpuCores: nav.hardwareConcurrency ?? null, deviceMemoryGb: nav.deviceMemory ?? null },
    hostname: location.hostname,
    pathname: location.pathname,
    hash: location.hash,
    analyticsId: ids.analyticsId ?? null,
    marketingId: ids.marketingId ?? null,
    memberId: ids.memberId ?? null,
  };
}
