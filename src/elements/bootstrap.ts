import preloadedChunks from './preloadedChunks.json';

/**
 * The classic script `storefront-elements.js`, for pages that can only paste a `<script src>`: preloads the shared chunks
 * every page loads and starts the loader (`loader.js`, beside it), which defines each element on first sight.
 */
const script = document.currentScript;
if (script instanceof HTMLScriptElement && script.src) {
  for (const file of Object.values(preloadedChunks)) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = new URL(file, script.src).href;
    document.head.append(link);
  }
  import(new URL('loader.js', script.src).href).catch((error: unknown) => console.error('[storefront-elements] loader.js did not load:', error));
} else {
  console.error('[storefront-elements] storefront-elements.js runs as a classic <script src>; as a module, load loader.js instead.');
}
