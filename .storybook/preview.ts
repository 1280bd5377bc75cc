import { setCustomElementsManifest, type Preview } from '@storybook/web-components-vite';
import manifest from 'virtual:custom-elements-manifest';
import { defineAllElements } from '../src/elements/defineAllElements';
import { attributeControlsOnly } from '../stories/support/attributeControlsOnly';
import { localeDecorator, localeGlobalType, preloadStoryCatalog } from '../stories/support/storyLocale';
import { withPartSelectors } from '../stories/support/withPartSelectors';

setCustomElementsManifest(withPartSelectors(manifest));
/** Every element defined before the first story renders (their classes load as modules of their own). */
const elementsDefined = defineAllElements();

const preview: Preview = {
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
  },
  globalTypes: { locale: localeGlobalType },
  initialGlobals: { locale: 'en-US' },
  loaders: [async () => ({ elements: await elementsDefined }), preloadStoryCatalog],
  decorators: [localeDecorator],
  argTypesEnhancers: [attributeControlsOnly],
};

export default preview;
