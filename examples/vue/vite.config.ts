import { defineConfig } from 'vite';
import vue from '@vitejs/plugin-vue';

/** `store-*` tags are custom elements, not Vue components; relative asset URLs let the built app run from any path. */
export default defineConfig({
  base: './',
  plugins: [vue({ template: { compilerOptions: { isCustomElement: (tag) => tag.startsWith('store-') } } })],
});
