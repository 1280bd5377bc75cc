import type { Page } from 'playwright-core';

/** What the scans use of Storybook's preview (`window.__STORYBOOK_PREVIEW__`, the object the manager drives through its channel). */
interface PreviewHandle {
  readonly channel: { on(event: string, listener: (payload: unknown) => void): void; off(event: string, listener: (payload: unknown) => void): void };
  readonly storyStoreValue?: unknown;
  readonly currentRender?: { readonly story?: { readonly storyGlobals?: Record<string, unknown> } };
  onSetCurrentStory(selection: { storyId: string; viewMode: 'story' | 'docs' }): Promise<void>;
  onUpdateGlobals(update: { globals: Record<string, unknown> }): Promise<void>;
}

/** How long one story or docs page may take to render. */
const RENDER_LIMIT_MS = 30_000;

/** Loads the built preview (iframe.html, no story selected) and resolves once its story index is ready. */
export async function openPreview(page: Page, iframeUrl: string): Promise<void> {
  await page.goto(iframeUrl);
  await page.waitForFunction(() => Boolean((window as unknown as { __STORYBOOK_PREVIEW__?: PreviewHandle }).__STORYBOOK_PREVIEW__?.storyStoreValue), undefined, {
    timeout: RENDER_LIMIT_MS,
  });
}

/**
 * Triggers a change of the preview and resolves on its channel event for `id` (storyRendered, which Storybook sends once the
 * loaders, among them the locale catalog's, have run and the story has rendered; docsRendered for a docs page); rejects on a render error.
 */
function renderedAfter(page: Page, id: string, change: { kind: 'select'; viewMode: 'story' | 'docs' } | { kind: 'globals'; globals: Record<string, unknown> }): Promise<void> {
  return page.evaluate(
    ({ id, change, limitMs }) =>
      new Promise<void>((resolve, reject) => {
        const preview = (window as unknown as { __STORYBOOK_PREVIEW__: PreviewHandle }).__STORYBOOK_PREVIEW__;
        const listeners: [string, (payload: unknown) => void][] = [];
        const finish = (error?: Error) => {
          clearTimeout(timer);
          for (const [event, listener] of listeners) preview.channel.off(event, listener);
          if (error) reject(error);
          else resolve();
        };
        const timer = setTimeout(() => finish(new Error(`${id} did not render within ${limitMs} ms`)), limitMs);
        const listen = (event: string, listener: (payload: unknown) => void) => {
          listeners.push([event, listener]);
          preview.channel.on(event, listener);
        };
        listen(change.kind === 'select' && change.viewMode === 'docs' ? 'docsRendered' : 'storyRendered', (renderedId) => {
          if (renderedId === id) finish();
        });
        for (const event of ['storyErrored', 'storyThrewException', 'storyMissing']) listen(event, (payload) => finish(new Error(`${event} ${id}: ${JSON.stringify(payload)}`)));
        const started = change.kind === 'select' ? preview.onSetCurrentStory({ storyId: id, viewMode: change.viewMode }) : preview.onUpdateGlobals({ globals: change.globals });
        started.catch((error: unknown) => finish(error instanceof Error ? error : new Error(String(error))));
      }),
    { id, change, limitMs: RENDER_LIMIT_MS },
  );
}

/** Shows a story or docs page in the open preview, as the manager's sidebar does, and resolves once it has rendered. */
export function showEntry(page: Page, id: string, viewMode: 'story' | 'docs'): Promise<void> {
  return renderedAfter(page, id, { kind: 'select', viewMode });
}

/** Sets the toolbar's locale global, as the toolbar does, and resolves once the current story `storyId` has rendered in it. */
export function setLocaleGlobal(page: Page, storyId: string, locale: string): Promise<void> {
  return renderedAfter(page, storyId, { kind: 'globals', globals: { locale } });
}

/** The locale the current story fixes for itself (its own `globals`), or null when it follows the toolbar. */
export function storyOwnLocale(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const locale = (window as unknown as { __STORYBOOK_PREVIEW__: PreviewHandle }).__STORYBOOK_PREVIEW__.currentRender?.story?.storyGlobals?.locale;
    return typeof locale === 'string' ? locale : null;
  });
}
