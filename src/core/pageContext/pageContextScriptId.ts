/** Id of the `<script type="application/json">` that carries the page context. */
export const PAGE_CONTEXT_SCRIPT_ID = 'store-page-context';
