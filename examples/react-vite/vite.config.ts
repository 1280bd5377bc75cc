import { defineConfig } from 'vite';

/** Relative asset URLs, so the built app runs from whatever path serves it (the Chromium test: the reference server's /dist/). */
export default defineConfig({ base: './' });
