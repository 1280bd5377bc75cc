/** What census reads about the browser and the page, taken once per record. */
export interface PageEnvironment {
  /** Path of the page. */
  readonly path: string;
  /** Query string without '?'. */
  readonly queryString: string;
  /** Fragment without '#'. */
  readonly hash: string;
  /** Document title. */
  readonly title: string;
  /** Referrer URL, '' when none. */
  readonly referrer: string;
  /** Browser user agent. */
  readonly userAgent: string;
  /** Browser language (member locale). */
  readonly language: string;
  /** Viewport width and height in CSS px. */
  readonly viewport: { readonly width: number; readonly height: number };
  /** Screen width and height in CSS px. */
  readonly screen: { readonly width: number; readonly height: number };
  /** Whether localStorage works. */
  readonly localStorageSupported: boolean;
  /** Client clock, epoch ms. */
  readonly now: number;
}

/** The parts of `window` readPageEnvironment uses. */
export interface EnvironmentWindow {
  readonly location: { readonly pathname: string; readonly search: string; readonly hash: string };
  readonly document: { readonly title: string; readonly referrer: string };
  readonly navigator: { readonly userAgent: string; readonly language?: string };
  readonly innerWidth: number;
  readonly innerHeight: number;
  readonly screen?: { readonly width: number; readonly height: number };
  readonly localStorage?: Storage;
}

function localStorageWorks(view: EnvironmentWindow): boolean {
  try {
    const storage = view.localStorage;
    if (!storage) return false;
    const probe = '__store_census_probe';
    storage.setItem(probe, '1');
    storage.removeItem(probe);
    return true;
  } catch {
    return false;
  }
}

/** Reads the page environment from a window (default the global one). */
export function readPageEnvironment(view: EnvironmentWindow = globalThis as unknown as EnvironmentWindow, now: number = Date.now()): PageEnvironment {
  return {
    path: view.location.pathname,
    queryString: view.location.search.replace(/^\?/, ''),
    hash: view.location.hash.replace(/^#/, ''),
    title: view.document.title,
    referrer: view.document.referrer,
    userAgent: view.navigator.userAgent,
    language: view.navigator.language ?? '',
    viewport: { width: view.innerWidth, height: view.innerHeight },
    screen: { width: view.screen?.width ?? 0, height: view.screen?.height ?? 0 },
    localStorageSupported: localStorageWorks(view),
    now,
  };
}
